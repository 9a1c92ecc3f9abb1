"""The pages players open on their phones over the venue's network, and the venue screen.

Served by the program itself (no cloud): plain HTML and CSS that an old
phone's browser shows, a few lines of script to follow changes, and nothing
else. Every page reads through the services, and every action a page offers
(reporting a result, sending a deck list) calls the same service a station
does.
"""
