// IntentKit: portable App Intents.
