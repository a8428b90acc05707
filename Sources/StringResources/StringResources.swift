// StringResources: models and codecs for .strings, .stringsdict and .xcstrings.
