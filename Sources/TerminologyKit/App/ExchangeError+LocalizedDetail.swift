import Foundation

extension ExchangeError.Detail {
    /// The detail in the language of `locale`, for the line the app shows after the failure's kind (“The file is
    /// broken: …”): what the format's English message says, without the names and values it quotes.
    func localized(locale: Locale) -> String {
        switch self {
        case .xml(.malformed):
            String(localized: "exchange.detail.xml.malformed", defaultValue: "the text is not well-formed XML", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. XML that breaks XML's rules (a missing '>', an unquoted attribute).")
        case .xml(.unexpectedEnd):
            String(localized: "exchange.detail.xml.unexpectedEnd", defaultValue: "the file ends before its XML is complete", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. An XML file cut short.")
        case .xml(.invalidCharacter):
            String(localized: "exchange.detail.xml.invalidCharacter", defaultValue: "it holds a character XML does not allow", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. A control character or a noncharacter in XML.")
        case .xml(.invalidEncoding), .invalidEncoding:
            String(localized: "exchange.detail.invalidEncoding", defaultValue: "its bytes are not valid in the file's encoding", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. Broken UTF-8 or UTF-16.")
        case .xml(.unsupportedEncoding):
            String(localized: "exchange.detail.xml.unsupportedEncoding", defaultValue: "it is in an encoding Sanasto does not read (save it as UTF-8)", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. An encoding such as UTF-32 or EBCDIC.")
        case .xml(.mismatchedTag):
            String(localized: "exchange.detail.xml.mismatchedTag", defaultValue: "an end tag does not match the element that is open", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. An XML end tag that closes the wrong element.")
        case .xml(.undeclaredPrefix):
            String(localized: "exchange.detail.xml.undeclaredPrefix", defaultValue: "a namespace prefix is used without being declared", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. An XML name whose prefix has no xmlns declaration.")
        case .xml(.duplicateAttribute):
            String(localized: "exchange.detail.xml.duplicateAttribute", defaultValue: "an element has the same attribute twice", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. An XML element with an attribute given twice.")
        case .xml(.undefinedEntity):
            String(localized: "exchange.detail.xml.undefinedEntity", defaultValue: "it refers to an entity XML does not define", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. An XML reference such as &nbsp; that XML does not define.")
        case .xml(.entityDeclaration):
            String(localized: "exchange.detail.xml.entityDeclaration", defaultValue: "it declares entities, which Sanasto refuses for safety", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. A DOCTYPE that declares entities: refused.")
        case .xml(.externalEntity):
            String(localized: "exchange.detail.xml.externalEntity", defaultValue: "it refers to an external entity, which Sanasto never fetches", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. An entity from another file or the network: refused.")
        case .xml(.tooDeep):
            String(localized: "exchange.detail.xml.tooDeep", defaultValue: "its elements are nested too deep", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. XML nested deeper than the reader's limit.")
        case .xml(.tooLarge):
            String(localized: "exchange.detail.xml.tooLarge", defaultValue: "a single name, text or value in it is too large", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. One XML token larger than the reader's limit.")
        case .xml(.unreadable):
            String(localized: "exchange.detail.xml.unreadable", defaultValue: "its bytes could not be read", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. The file went away while it was read.")
        case .unclosedQuote:
            String(localized: "exchange.detail.csv.unclosedQuote", defaultValue: "a quoted field is not closed (a '\"' is missing)", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. A CSV field that opens a quote and never closes it.")
        case .textAfterQuote:
            String(localized: "exchange.detail.csv.textAfterQuote", defaultValue: "a quoted field must end at a delimiter or a line end (write a quote inside it as \"\")", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. Text after a CSV field's closing quote.")
        case .invalidJSON:
            String(localized: "exchange.detail.bundle.invalidJSON", defaultValue: "the bundle is not valid JSON", bundle: .module, locale: locale,
                   comment: "The detail of a file error, after “The file is broken:”. A .sanasto bundle that is not JSON (cut short, edited by hand).")
        }
    }
}
