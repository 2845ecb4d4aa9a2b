"""The Qt application: views and models only; it calls core, store, formats and reports."""
