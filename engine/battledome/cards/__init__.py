"""The Battledome card data: typed cards, the card-data formats (JSON, CSV), the database and its importer."""
