"""The MLP CCG card database: typed card data, the shipped database and its importer."""
