"""Views on the rules library: anywidget widgets that draw rulebook objects and forward clicks."""
