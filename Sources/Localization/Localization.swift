// Localization: the run time.
