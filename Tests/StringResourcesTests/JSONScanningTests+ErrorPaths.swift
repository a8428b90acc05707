import Foundation
import Testing
@testable import StringResources

/// The key path of a syntax error, found from the index after the error (the containers whose end is not set)
/// instead of a stack kept while parsing; and escaped strings decoded without a second UTF-8 check.
extension JSONScanningTests {
    @Test(arguments: [
        (#"{"a" : {"b" : [1, 2, {"c" : tru}]}}"#, ["a", "b", "2", "c"]),
        (#"{"a" : {}, "b" : [[], [1, ]]}"#, ["b", "1"]),
        (#"{"a" : {"x" : 1}, "b" : {"y" : [1, 2 3]}}"#, ["b", "y"]),
        (#"[{}, [], {"k" : "v"}, {"z" : nul}]"#, ["3", "z"]),
        (#"{"a\u00e9" : [0, {"b" : -}]}"#, ["aé", "1", "b"]),
        (#"{"a" : 1 "b" : 2}"#, []),
        (#"[1, 2"#, []),
    ])
    func syntaxErrorsNameTheOpenContainers(text: String, keyPath: [String]) {
        #expect {
            _ = try JSONDocument(text: text)
        } throws: { error in
            (error as? ResourceError)?.keyPath == keyPath
        }
    }

    /// Nodes as (kind, end): an array or object whose end is 0 is still open.
    @Test(arguments: [
        ([(JSONNode.Kind, UInt32)](), [Int]()),
        ([(.object, 1)], []),
        ([(.object, 0), (.string, 5), (.array, 0), (.number, 9), (.object, 0), (.string, 14), (.array, 0)], [0, 2, 4, 6]),
        ([(.array, 0), (.array, 2), (.object, 0), (.string, 9), (.object, 5), (.array, 0)], [0, 2, 5]),
        ([(.array, 0), (.string, 0), (.null, 0), (.number, 0)], [0]),
    ])
    func openContainersAreThoseWithoutAnEnd(nodes: [(JSONNode.Kind, UInt32)], expected: [Int]) {
        var buffer = JSONBuffer<JSONNode>(capacity: nodes.count)
        for (kind, end) in nodes { buffer.append(JSONNode(kind: kind, start: 0, end: end, count: 0)) }
        #expect(JSONParser.openContainers(buffer) == expected)
    }

    @Test(arguments: [
        #"plain"#, #"tab\there"#, #"quote \" and \\ slash \/"#, #"\u00e9\u20ac\ud83d\ude00"#, #"mixed é \n€ \u0041"#,
        #"\b\f\n\r\t"#, #"\u0000 nul"#, #"ends with \\"#,
    ])
    func validatedUnescapingMatchesTheCheckedOne(escaped: String) {
        let content = Array(escaped.utf8)
        content.withUnsafeBufferPointer { buffer in
            let checked = JSONParser.unescape(buffer)
            let unchecked = JSONParser.unescapeValidated(buffer)
            #expect(unchecked == checked)
            #expect(Array(unchecked.utf8) == Array(checked.utf8))
        }
    }
}
