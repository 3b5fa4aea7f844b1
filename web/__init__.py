"""The web pages: one blueprint per area, each with its `routes.py` (and `forms.py`), their
templates under `templates/<area>/`."""
