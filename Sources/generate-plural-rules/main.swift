// Placeholder until the generator lands.
print("generate-plural-rules: not yet built")
