"""The web pages: one blueprint per area, made in the area's `__init__.py`, which imports its
`routes.py` at the bottom; its forms in `forms.py`, its templates under `templates/<area>/`."""
