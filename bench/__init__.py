"""`make bench`: Rulezz's performance budgets (issue #6). See bench/README.md."""
