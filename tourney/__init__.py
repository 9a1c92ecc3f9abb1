"""Tournament app: data, services, pairing, floor-rule policy, reports and GUI."""
