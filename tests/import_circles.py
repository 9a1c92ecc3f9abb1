"""Import circles in a module graph, for the tests that keep imports pointing one way."""

from __future__ import annotations

import rustworkx as rx


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other (strongly connected, more than one
    module), each sorted, largest first. `graph` maps a module to the modules it imports."""
    digraph = rx.PyDiGraph()
    names = sorted(set(graph) | {target for targets in graph.values() for target in targets})
    node = {name: digraph.add_node(name) for name in names}
    digraph.add_edges_from_no_data([(node[a], node[b]) for a, targets in graph.items() for b in targets])
    groups = [sorted(digraph[i] for i in group) for group in rx.strongly_connected_components(digraph)]
    return sorted((g for g in groups if len(g) > 1), key=lambda g: (-len(g), g))
