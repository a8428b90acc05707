import Foundation
import PluralRules
import StringResources

extension LocalizedEntry {
    /// The run-time form of a top-level `NSStringDeviceSpecificRuleType` entry: a device variation whose forms are
    /// the devices' strings or nested format keys.
    ///
    /// The variables of every nested format become the entry's variables. When two devices define a variable of
    /// the same name differently (`arg1` with other forms on `mac` than on `other`, as compiled catalogs have it),
    /// the later device's variables are renamed `device/name` and its references (`%#@name@`, `%1$#@name@`) follow.
    init(deviceVariants: [StringsDictDeviceVariant]) {
        var forms: [DeviceClass: LocalizedVariants] = [:]
        var variables: [String: LocalizedVariable] = [:]
        for variant in deviceVariants {
            let device = DeviceClass(rawValue: variant.device)
            // The first spelling of a device wins, as Foundation reads the first.
            guard forms[device] == nil else { continue }
            var formatKey = variant.formatKey
            var converted: [(name: String, variable: LocalizedVariable)] = variant.variables.map {
                ($0.name, LocalizedVariable(formatSpecifier: $0.valueType, forms: Self.variants(of: $0)))
            }
            let conflicts = converted.contains { name, variable in variables[name].map { $0 != variable } ?? false }
            if conflicts {
                let names = converted.map(\.name)
                let renamed = { (text: String) in Self.renamingVariables(names, in: text, prefix: "\(variant.device)/") }
                formatKey = renamed(formatKey)
                converted = converted.map { name, variable in
                    var variable = variable
                    variable.forms = variable.forms.mapTexts(renamed)
                    return ("\(variant.device)/\(name)", variable)
                }
            }
            for (name, variable) in converted where variables[name] == nil { variables[name] = variable }
            forms[device] = .text(formatKey)
        }
        self.init(value: .device(forms), variables: variables)
    }

    /// The forms of a `.stringsdict` variable as run-time variations.
    static func variants(of variable: StringsDictVariable) -> LocalizedVariants {
        switch variable.ruleType {
        case .plural:
            var plural: [PluralCategory: LocalizedVariants] = [:]
            for form in variable.forms {
                if let category = PluralCategory(rawValue: form.name) { plural[category] = .text(form.value) }
            }
            return .plural(plural)
        case .deviceSpecific:
            var device: [DeviceClass: LocalizedVariants] = [:]
            for form in variable.forms where device[DeviceClass(rawValue: form.name)] == nil {
                device[DeviceClass(rawValue: form.name)] = .text(form.value)
            }
            return .device(device)
        case .variableWidth:
            var widths: [Int: LocalizedVariants] = [:]
            for form in variable.forms {
                if let width = Int(form.name.trimmingCharacters(in: .whitespaces)) { widths[width] = .text(form.value) }
            }
            return .width(widths)
        }
    }

    /// `text` with each reference `#@name@` to one of `names` spelled `#@prefix+name@`.
    static func renamingVariables(_ names: [String], in text: String, prefix: String) -> String {
        var result = text
        for name in names {
            result = result.replacingOccurrences(of: "#@\(name)@", with: "#@\(prefix)\(name)@")
        }
        return result
    }
}

extension LocalizedVariants {
    /// The same variations with `transform` applied to every text.
    func mapTexts(_ transform: (String) -> String) -> LocalizedVariants {
        switch self {
        case .text(let text): .text(transform(text))
        case .plural(let forms): .plural(forms.mapValues { $0.mapTexts(transform) })
        case .device(let forms): .device(forms.mapValues { $0.mapTexts(transform) })
        case .width(let forms): .width(forms.mapValues { $0.mapTexts(transform) })
        }
    }
}
