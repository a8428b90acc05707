/// The routes as a tree of path segments, matched constant first, then capture, `*`, and `**` last.
struct RouteTrie<Context: RequestContext>: Sendable {
    final class Node: @unchecked Sendable {
        var constants: [String: Node] = [:]
        var capture: (name: String, node: Node)?
        var wildcard: Node?
        var recursive: Node?
        var handlers: [HTTPRequest.Method: RouteHandler<Context>] = [:]
        var pattern = ""
    }

    /// A matched route: its node and the parameters captured on the way.
    struct Match {
        var node: Node
        var parameters: [(name: String, value: String)]
        var catchAll: [String]
    }

    // Built once before serving and never changed after, so sharing between tasks is safe.
    private let root = Node()

    func add(_ path: RouterPath, method: HTTPRequest.Method, handler: @escaping RouteHandler<Context>) {
        var node = root
        for element in path.components {
            switch element {
            case .path(let text):
                if let next = node.constants[text] { node = next } else {
                    let next = Node()
                    node.constants[text] = next
                    node = next
                }
            case .capture(let name):
                // One capture per position: a second name for the same position takes over the first's node.
                if let existing = node.capture { node = existing.node } else {
                    let next = Node()
                    node.capture = (name, next)
                    node = next
                }
            case .wildcard:
                if let next = node.wildcard { node = next } else {
                    let next = Node()
                    node.wildcard = next
                    node = next
                }
            case .recursiveWildcard:
                if let next = node.recursive { node = next } else {
                    let next = Node()
                    node.recursive = next
                    node = next
                }
            }
        }
        node.handlers[method] = handler
        node.pattern = path.description
    }

    /// The first route (in priority order) whose pattern matches `segments` and that has `accepts` true,
    /// else the first route that matches at all (for 405), else nil.
    func match(_ segments: [String], accepts: (Node) -> Bool) -> (best: Match?, any: Match?) {
        var firstAny: Match?
        var parameters: [(name: String, value: String)] = []
        func walk(_ node: Node, _ index: Int) -> Match? {
            if index == segments.count {
                if !node.handlers.isEmpty {
                    let match = Match(node: node, parameters: parameters, catchAll: [])
                    if accepts(node) { return match }
                    if firstAny == nil { firstAny = match }
                }
                // `**` also matches nothing at all ("/assets/**" matches "/assets").
                if let recursive = node.recursive, !recursive.handlers.isEmpty {
                    let match = Match(node: recursive, parameters: parameters, catchAll: [])
                    if accepts(recursive) { return match }
                    if firstAny == nil { firstAny = match }
                }
                return nil
            }
            let segment = segments[index]
            if let next = node.constants[segment], let found = walk(next, index + 1) { return found }
            if let capture = node.capture {
                parameters.append((capture.name, segment))
                if let found = walk(capture.node, index + 1) { return found }
                parameters.removeLast()
            }
            if let wildcard = node.wildcard, let found = walk(wildcard, index + 1) { return found }
            if let recursive = node.recursive, !recursive.handlers.isEmpty {
                let match = Match(node: recursive, parameters: parameters, catchAll: Array(segments[index...]))
                if accepts(recursive) { return match }
                if firstAny == nil { firstAny = match }
            }
            return nil
        }
        let best = walk(root, 0)
        return (best, firstAny)
    }

    /// Every method some route answers.
    var allMethods: Set<HTTPRequest.Method> {
        var methods: Set<HTTPRequest.Method> = []
        var stack = [root]
        while let node = stack.popLast() {
            methods.formUnion(node.handlers.keys)
            stack.append(contentsOf: node.constants.values)
            if let capture = node.capture { stack.append(capture.node) }
            if let wildcard = node.wildcard { stack.append(wildcard) }
            if let recursive = node.recursive { stack.append(recursive) }
        }
        return methods
    }
}
