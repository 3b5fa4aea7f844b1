"""`make bench`: what users feel, against the budgets of bench/README.md."""
