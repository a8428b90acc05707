/// The variation paths of a catalog's leaves, each made once and shared by every leaf that has it.
///
/// A catalog repeats the same few paths (`plural:one`, `plural:other`, `device:mac`) in every localization;
/// building each leaf's own `[Step]` allocated an array per leaf. The paths form a tree: a node is a path, its
/// children the paths one step longer, found again by a short search of the node's latest children.
struct ValidationLeafPaths {
    /// The path of each node; node 0 is the empty path.
    private var paths: [[CatalogStringUnitLeaf.Step]] = [[]]
    /// Each node's children: the step that leads to it and its node.
    private var children: [[(step: CatalogStringUnitLeaf.Step, node: Int)]] = [[]]

    /// How many of a node's latest children are searched before a new one is made (paths with a substitution's
    /// name vary by key; a duplicate node only costs one more array).
    static let searchedChildren = 8

    /// The node of the empty path.
    static let root = 0

    /// The path of `node`.
    func path(_ node: Int) -> [CatalogStringUnitLeaf.Step] { paths[node] }

    /// The node of `node`'s path followed by `step`, made when new.
    mutating func child(of node: Int, _ step: CatalogStringUnitLeaf.Step) -> Int {
        let found = children[node].withUnsafeBufferPointer { known -> Int? in
            var index = known.count
            let end = Swift.max(0, known.count - Self.searchedChildren)
            while index > end {
                index -= 1
                if known[index].step == step { return known[index].node }
            }
            return nil
        }
        if let found { return found }
        let new = paths.count
        // The parent's path, one step longer: no array of the one step to append from.
        var path = paths[node]
        path.append(step)
        paths.append(path)
        children.append([])
        children[node].append((step, new))
        return new
    }
}
