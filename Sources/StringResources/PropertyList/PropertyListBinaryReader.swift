import Foundation

/// Reads binary property lists (`bplist00`), bounds-checking every offset and count.
///
/// A malformed or truncated file is an error, never a crash; a reference cycle is an error,
/// never an endless recursion.
struct PropertyListBinaryReader {
    let bytes: [UInt8]
    private var offsetTable: [Int] = []
    private var objectReferenceSize = 0
    private var active: Set<Int> = []
    /// How many more objects may be read: a shared object is read once per reference, so a file of
    /// arrays that each reference the next one twice would otherwise expand to 2^depth values.
    private var remainingReads = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8))
    }

    private func error(_ message: String, kind: ResourceError.Kind = .malformedPropertyList) -> ResourceError {
        ResourceError(kind, message: "malformed binary property list: \(message)")
    }

    mutating func readDocument() throws(ResourceError) -> PropertyList {
        guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
            throw error(bytes.count < 40 ? "the file is truncated" : "unknown header")
        }
        let trailer = bytes.count - 32
        let offsetIntSize = Int(bytes[trailer + 6])
        objectReferenceSize = Int(bytes[trailer + 7])
        let objectCount = try unsigned(at: trailer + 8, size: 8)
        let topObject = try unsigned(at: trailer + 16, size: 8)
        let offsetTableOffset = try unsigned(at: trailer + 24, size: 8)
        guard (1...8).contains(offsetIntSize), (1...8).contains(objectReferenceSize) else { throw error("invalid integer sizes in the trailer") }
        guard objectCount > 0, objectCount <= bytes.count, topObject < objectCount else { throw error("invalid object count") }
        guard offsetTableOffset >= 8, offsetTableOffset <= trailer, objectCount * offsetIntSize <= trailer - offsetTableOffset else {
            throw error("the offset table lies outside the file")
        }
        // An unshared tree reads each reference once, and every reference takes at least a byte.
        remainingReads = bytes.count * 8 + 1024
        offsetTable.reserveCapacity(objectCount)
        for object in 0..<objectCount {
            let offset = try unsigned(at: offsetTableOffset + object * offsetIntSize, size: offsetIntSize)
            guard offset >= 8, offset < offsetTableOffset else { throw error("object \(object) lies outside the object area") }
            offsetTable.append(offset)
        }
        return try readObject(topObject, depth: 0)
    }

    private func unsigned(at offset: Int, size: Int) throws(ResourceError) -> Int {
        guard offset >= 0, size >= 0, offset + size <= bytes.count else { throw error("the file is truncated") }
        var value: UInt64 = 0
        for index in offset..<(offset + size) {
            guard value >> 56 == 0 else { throw error("an integer does not fit") }
            value = value << 8 | UInt64(bytes[index])
        }
        guard let result = Int(exactly: value) else { throw error("an integer does not fit") }
        return result
    }

    private mutating func readObject(_ object: Int, depth: Int) throws(ResourceError) -> PropertyList {
        guard object >= 0, object < offsetTable.count else { throw error("reference to missing object \(object)") }
        guard depth < PropertyListXMLReader.maximumDepth else { throw error("nested too deeply", kind: .limitExceeded) }
        guard !active.contains(object) else { throw error("object \(object) contains itself") }
        guard remainingReads > 0 else { throw error("shared references expand to too many values", kind: .limitExceeded) }
        remainingReads -= 1
        let offset = offsetTable[object]
        let marker = bytes[offset]
        let kind = marker >> 4
        let info = Int(marker & 0x0F)
        switch kind {
        case 0x0:
            switch marker {
            case 0x08: return .boolean(false)
            case 0x09: return .boolean(true)
            default: throw error("unsupported object type 0x\(String(marker, radix: 16)) (null or fill)")
            }
        case 0x1:
            guard info <= 4 else { throw error("integer too large") }
            let size = 1 << info
            guard offset + 1 + size <= bytes.count else { throw error("the file is truncated") }
            var value: UInt64 = 0
            // 16-byte integers keep their low 8 bytes (the high ones are the sign extension).
            for index in (offset + 1 + max(0, size - 8))..<(offset + 1 + size) { value = value << 8 | UInt64(bytes[index]) }
            if size < 8 { return .integer(Int(value)) }
            return .integer(Int(bitPattern: UInt(value)))
        case 0x2:
            return .real(try real(at: offset + 1, sizeExponent: info))
        case 0x3:
            guard info == 3 else { throw error("invalid date") }
            return .date(Date(timeIntervalSinceReferenceDate: try real(at: offset + 1, sizeExponent: 3)))
        case 0x4:
            let (count, start) = try length(info: info, at: offset)
            guard start <= bytes.count, count <= bytes.count - start else { throw error("the file is truncated") }
            return .data(Data(bytes[start..<(start + count)]))
        case 0x5:
            let (count, start) = try length(info: info, at: offset)
            guard start <= bytes.count, count <= bytes.count - start else { throw error("the file is truncated") }
            return .string(String(decoding: bytes[start..<(start + count)], as: UTF8.self))
        case 0x6:
            let (count, start) = try length(info: info, at: offset)
            guard start <= bytes.count, count <= (bytes.count - start) / 2 else { throw error("the file is truncated") }
            var units: [UInt16] = []
            units.reserveCapacity(count)
            for unit in 0..<count { units.append(UInt16(bytes[start + 2 * unit]) << 8 | UInt16(bytes[start + 2 * unit + 1])) }
            return .string(String(decoding: units, as: UTF16.self))
        case 0xA:
            let (count, start) = try length(info: info, at: offset)
            guard start <= bytes.count, count <= (bytes.count - start) / objectReferenceSize else { throw error("the file is truncated") }
            active.insert(object)
            defer { active.remove(object) }
            var items: [PropertyList] = []
            for item in 0..<count {
                let reference = try unsigned(at: start + item * objectReferenceSize, size: objectReferenceSize)
                items.append(try readObject(reference, depth: depth + 1))
            }
            return .array(items)
        case 0xD:
            let (count, start) = try length(info: info, at: offset)
            guard start <= bytes.count, count <= (bytes.count - start) / (2 * objectReferenceSize) else { throw error("the file is truncated") }
            active.insert(object)
            defer { active.remove(object) }
            var dictionary = PropertyListDictionary()
            var seen: [ExactStringKey: Int] = [:]
            for item in 0..<count {
                let keyReference = try unsigned(at: start + item * objectReferenceSize, size: objectReferenceSize)
                let valueReference = try unsigned(at: start + (count + item) * objectReferenceSize, size: objectReferenceSize)
                guard case .string(let key) = try readObject(keyReference, depth: depth + 1) else {
                    throw error("a dictionary key is not a string")
                }
                let value = try readObject(valueReference, depth: depth + 1)
                if let existing = seen[ExactStringKey(key)] {
                    dictionary.entries[existing].value = value
                } else {
                    seen[ExactStringKey(key)] = dictionary.entries.count
                    dictionary.entries.append(.init(key: key, value: value))
                }
            }
            return .dictionary(dictionary)
        default:
            throw error("unsupported object type 0x\(String(marker, radix: 16))")
        }
    }

    private func real(at offset: Int, sizeExponent: Int) throws(ResourceError) -> Double {
        switch sizeExponent {
        case 2:
            let bits = try unsigned(at: offset, size: 4)
            return Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
        case 3:
            guard offset + 8 <= bytes.count else { throw error("the file is truncated") }
            var bits: UInt64 = 0
            for index in offset..<(offset + 8) { bits = bits << 8 | UInt64(bytes[index]) }
            return Double(bitPattern: bits)
        default:
            throw error("invalid real size")
        }
    }

    /// The element count of a data, string, array or dictionary object, and where its contents start.
    private func length(info: Int, at offset: Int) throws(ResourceError) -> (count: Int, start: Int) {
        if info != 0x0F { return (info, offset + 1) }
        guard offset + 1 < bytes.count else { throw error("the file is truncated") }
        let marker = bytes[offset + 1]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else { throw error("invalid length") }
        let size = 1 << Int(marker & 0x0F)
        let count = try unsigned(at: offset + 2, size: size)
        return (count, offset + 2 + size)
    }
}
