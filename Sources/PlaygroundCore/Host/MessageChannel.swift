import Foundation

/// One end of the socket between the window and a scene host: messages framed as a length, a sequence number and the
/// bytes. A message longer than `maximumLength` means the other end is not a scene host of this build: it is refused.
struct MessageChannel {
    let descriptor: Int32
    static let maximumLength = 16 << 20

    /// Sends a whole message (blocking until the socket takes it); false when the other end is gone.
    func send(_ bytes: [UInt8], sequence: UInt64) -> Bool {
        var frame = [UInt8]()
        frame.reserveCapacity(12 + bytes.count)
        withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { frame += $0 }
        withUnsafeBytes(of: sequence.littleEndian) { frame += $0 }
        frame += bytes
        var sent = 0
        while sent < frame.count {
            let count = frame[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Reads one whole message, blocking; nil when the other end is gone or sent something malformed.
    func receive() -> (sequence: UInt64, bytes: [UInt8])? {
        guard let header = read(count: 12) else { return nil }
        let length = Int(header[0..<4].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        let sequence = header[4..<12].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard length <= Self.maximumLength, let bytes = read(count: length) else { return nil }
        return (sequence, bytes)
    }

    private func read(count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = bytes[got...].withUnsafeMutableBytes { Glibc.recv(descriptor, $0.baseAddress, $0.count, 0) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            got += n
        }
        return bytes
    }
}

/// A block of memory both processes map: the scene host draws its frames into it, the window copies them out. Made
/// with `shm_open` and unlinked at once, so only the descriptor (passed to the host as it starts) names it.
final class SharedFrameMemory {
    let descriptor: Int32
    private(set) var pointer: UnsafeMutableRawPointer?
    private(set) var capacity = 0

    /// A new, empty block (the window's end).
    init() throws {
        let name = "/animation-playground-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { throw ScriptHostError("cannot make shared memory for the scene's frames: \(String(cString: strerror(errno)))") }
        shm_unlink(name)
        descriptor = fd
    }

    /// The block passed in as `descriptor` (the host's end).
    init(descriptor: Int32) { self.descriptor = descriptor }

    deinit {
        if let pointer { munmap(pointer, capacity) }
        close(descriptor)
    }

    /// Makes the block at least `bytes` long (the window's end); false if the memory cannot be had.
    func grow(to bytes: Int) -> Bool {
        guard bytes > capacity else { return true }
        let size = (bytes + 0xFFFFF) & ~0xFFFFF
        guard ftruncate(descriptor, off_t(size)) == 0 else { return false }
        return map(capacity: size)
    }

    /// Maps the block as `capacity` bytes long (the other end has made it so).
    @discardableResult
    func map(capacity: Int) -> Bool {
        guard capacity != self.capacity else { return pointer != nil }
        if let pointer { munmap(pointer, self.capacity) }
        pointer = nil
        self.capacity = 0
        guard capacity > 0 else { return true }
        let mapped = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
        guard let mapped, mapped != MAP_FAILED else { return false }
        pointer = mapped
        self.capacity = capacity
        return true
    }
}

/// Why a scene host could not be started.
struct ScriptHostError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
