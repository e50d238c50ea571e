"""The dashboard's panels; each one reads a Session and asks the explorer to redraw."""
