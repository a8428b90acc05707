import Foundation

extension QRCode {
    /// The symbol as a binary PBM image (netpbm `P4`): 1 bit per pixel, 1 for dark.
    ///
    /// - Parameters:
    ///   - scale: Pixels per module side (at least 1).
    ///   - quietZone: Light modules around the symbol; the standard asks for 4.
    public func pbm(scale: Int = 1, quietZone: Int = 4) -> Data {
        let (pixels, scale, margin) = imageGeometry(scale: scale, quietZone: quietZone)
        let rowBytes = (pixels + 7) / 8
        var data = Data("P4\n\(pixels) \(pixels)\n".utf8)
        data.reserveCapacity(data.count + rowBytes * pixels)
        var row = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<pixels {
            for index in row.indices { row[index] = 0 }
            for x in 0..<pixels where self[y / scale - margin, x / scale - margin] {
                row[x >> 3] |= 0x80 >> UInt8(x & 7)
            }
            data.append(contentsOf: row)
        }
        return data
    }

    /// The symbol as a binary PGM image (netpbm `P5`, maximum value 255): 0 for dark, 255 for light.
    ///
    /// - Parameters:
    ///   - scale: Pixels per module side (at least 1).
    ///   - quietZone: Light modules around the symbol; the standard asks for 4.
    public func pgm(scale: Int = 1, quietZone: Int = 4) -> Data {
        let (pixels, scale, margin) = imageGeometry(scale: scale, quietZone: quietZone)
        var data = Data("P5\n\(pixels) \(pixels)\n255\n".utf8)
        data.reserveCapacity(data.count + pixels * pixels)
        var row = [UInt8](repeating: 255, count: pixels)
        for y in 0..<pixels {
            for x in 0..<pixels { row[x] = self[y / scale - margin, x / scale - margin] ? 0 : 255 }
            data.append(contentsOf: row)
        }
        return data
    }

    private func imageGeometry(scale: Int, quietZone: Int) -> (pixels: Int, scale: Int, margin: Int) {
        let scale = max(1, scale), margin = max(0, quietZone)
        return ((size + 2 * margin) * scale, scale, margin)
    }
}
