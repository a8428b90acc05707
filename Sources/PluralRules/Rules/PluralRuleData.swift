/// The compiled CLDR plural data; its contents live in `Generated/*+Generated.swift`.
enum PluralRuleData {}
