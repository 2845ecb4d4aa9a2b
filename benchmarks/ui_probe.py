"""What blocked the main thread during a bench_ui measure: its stalls' stacks, the collector, a profile.

bench_ui's heartbeat says how long the main thread was blocked, not why. With ``--probe`` each
measure also prints:

- the main thread's stack sampled every 2 ms by a watchdog thread (``sys._current_frames()``)
  while a stall lasts (no beat for 20 ms), for the worst stall: its frames by how many samples
  they were on, and the stack of its most frequent innermost frame;
- every garbage collection over 1 ms (``gc.callbacks``), by generation;

and with ``--profile`` a cProfile of the main thread from the action to the quiet window (the
watchdog's samples are skewed when the main thread holds the interpreter lock in C code; the
profile is not, but costs the measure its figure).
"""

from __future__ import annotations

import cProfile
import gc
import io
import pstats
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

STALL = 0.020  # s without a beat: a stall has begun, the watchdog samples the main thread
SAMPLE = 0.002
SHOWN_FRAMES = 14
GC_SHOWN = 0.001

Frame = tuple[str, int, str]  # file, line, function


def _where(frame: Frame) -> str:
    path, line, name = frame
    parts = Path(path).parts
    short = "/".join(parts[parts.index("elodesk"):]) if "elodesk" in parts else "/".join(parts[-2:])
    return f"{short}:{line} {name}"


@dataclass(slots=True)
class Stall:
    began: float
    ended: float = 0.0
    samples: list[tuple[Frame, ...]] = field(default_factory=list)  # innermost frame last


class Watchdog(threading.Thread):
    """Samples the main thread's stack while its heartbeat is late."""

    def __init__(self, beats: list[float]) -> None:
        super().__init__(daemon=True, name="bench-ui-watchdog")
        self.beats = beats  # the heartbeat's list: its last item is the last beat
        self.main = threading.main_thread().ident
        self.stalls: list[Stall] = []
        self.running = True

    def run(self) -> None:
        current: Stall | None = None
        while self.running:
            time.sleep(SAMPLE)
            last = self.beats[-1] if self.beats else time.perf_counter()
            now = time.perf_counter()
            if now - last < STALL:
                if current is not None:
                    current.ended = last
                    current = None
                continue
            if current is None or current.began != last:
                current = Stall(began=last)
                self.stalls.append(current)
            frame = sys._current_frames().get(self.main)  # the one way to read another thread
            stack: list[Frame] = []
            while frame is not None:
                stack.append((frame.f_code.co_filename, frame.f_lineno, frame.f_code.co_name))
                frame = frame.f_back
            current.samples.append(tuple(reversed(stack)))

    def stop(self) -> None:
        self.running = False
        self.join()

    def report(self) -> list[str]:
        if not self.stalls:
            return ["  no stall over 20 ms sampled"]
        worst = max(self.stalls, key=lambda s: len(s.samples))
        lines = [f"  worst stall: {len(worst.samples)} samples of {SAMPLE * 1000:.0f} ms "
                 f"({len(self.stalls)} stalls over {STALL * 1000:.0f} ms)"]
        seen: Counter[Frame] = Counter()
        for sample in worst.samples:
            seen.update(set(sample))
        leaves = Counter(sample[-1] for sample in worst.samples if sample)
        lines.append("  frames on most samples (outermost event loop left out):")
        for frame, count in sorted(seen.items(), key=lambda kv: -kv[1])[:SHOWN_FRAMES]:
            if count < len(worst.samples) or "elodesk" in frame[0] or "benchmarks" in frame[0]:
                lines.append(f"    {count:4d}  {_where(frame)}")
        if leaves:
            leaf = leaves.most_common(1)[0][0]
            stack = next(s for s in worst.samples if s and s[-1] == leaf)
            lines.append(f"  its most frequent innermost frame ({leaves[leaf]} samples), called from:")
            lines += [f"    {_where(f)}" for f in stack[-SHOWN_FRAMES:]]
        return lines


class Collections:
    """Every garbage collection's generation and duration, through ``gc.callbacks``."""

    def __init__(self) -> None:
        self.done: list[tuple[int, float, int]] = []  # generation, seconds, objects collected
        self._began = 0.0

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._began = time.perf_counter()
        else:
            self.done.append((info["generation"], time.perf_counter() - self._began, info["collected"]))

    def report(self) -> list[str]:
        slow = [(g, s, c) for g, s, c in self.done if s >= GC_SHOWN]
        total = sum(s for _, s, _ in self.done)
        lines = [f"  collections: {len(self.done)}, {total * 1000:.0f} ms in all"]
        lines += [f"    generation {g}: {s * 1000:.0f} ms ({c} collected)" for g, s, c in slow]
        return lines


class Probe:
    """Started with the heartbeat, stopped with it; ``report`` gives the lines to print."""

    def __init__(self, beats: list[float], profile: bool) -> None:
        self.watchdog = Watchdog(beats)
        self.collections = Collections()
        self.profiler = cProfile.Profile() if profile else None

    def start(self) -> None:
        gc.callbacks.append(self.collections)
        self.watchdog.start()
        if self.profiler is not None:
            self.profiler.enable()

    def stop(self) -> None:
        if self.profiler is not None:
            self.profiler.disable()
        self.watchdog.stop()
        gc.callbacks.remove(self.collections)

    def report(self) -> list[str]:
        lines = self.watchdog.report() + self.collections.report()
        if self.profiler is not None:
            out = io.StringIO()
            stats = pstats.Stats(self.profiler, stream=out)
            stats.sort_stats("cumulative").print_stats(30)
            lines += ["  profile of the main thread (cumulative):"]
            lines += [f"    {line}" for line in out.getvalue().splitlines() if line.strip()][3:]
        return lines
