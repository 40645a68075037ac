extension Int {
    /// The smallest power of two not below this (positive) number.
    var nextPowerOfTwo: Int { self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount) }
}

/// Offscreen buffers for groups and clip masks, reused from frame to frame so steady-state rendering
/// allocates nothing. Buffers are handed out as the largest-first fit and returned in stack order.
final class BufferPool<Element> {
    private var free: [(pointer: UnsafeMutablePointer<Element>, capacity: Int)] = []
    private var used: [(pointer: UnsafeMutablePointer<Element>, capacity: Int)] = []

    deinit {
        for buffer in free + used { buffer.pointer.deallocate() }
    }

    /// A buffer of at least `count` elements; contents are unspecified.
    func acquire(_ count: Int) -> UnsafeMutablePointer<Element> {
        if let index = free.firstIndex(where: { $0.capacity >= count }) {
            let buffer = free.remove(at: index)
            used.append(buffer)
            return buffer.pointer
        }
        if !free.isEmpty { free.removeLast().pointer.deallocate() }
        // Rounded up to a power of two, so a group that grows a little each frame (a mask being animated) does not
        // need a new buffer each frame.
        let capacity = max(count, 1).nextPowerOfTwo
        let buffer = (pointer: UnsafeMutablePointer<Element>.allocate(capacity: capacity), capacity: capacity)
        used.append(buffer)
        return buffer.pointer
    }

    func release(_ pointer: UnsafeMutablePointer<Element>) {
        guard let index = used.lastIndex(where: { $0.pointer == pointer }) else { return }
        free.append(used.remove(at: index))
    }
}
