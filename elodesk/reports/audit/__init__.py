"""The audit desk: a received tournament file checked before it is sent on (``elodesk audit FILE``).

Each section module (pairings, results, players, rating rules, patterns) turns the file's
records into findings; ``finding.py`` holds the one finding type they share.
"""
