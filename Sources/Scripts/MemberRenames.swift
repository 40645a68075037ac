/// Points iOS code's calls at what plays its part here, by renaming a member to one of the same length (so lines and
/// columns stay where they were):
/// - timed work goes on the scene's clock: `DispatchQueue.main.asyncAfter` becomes `DispatchQueue.main.sceneAfter` and
///   `Timer.scheduledTimer` becomes `Timer.sceneScheduled` (QuartzCore's, with the same arguments), so a tutorial's
///   delays and timers pause, slow down and replay with the scene, and run headless (`render`, `record`);
/// - `Bundle.main` becomes `Bundle.page` (UIKit's): the bundle of the playground's `Resources/`, where a page's
///   resources are, as they are in its app's main bundle on iOS.
/// Comments and strings are left alone, and so is any other shape (a queue in a variable, an unscheduled timer).
enum MemberRenames {
    /// The calls rewritten: the words before the method, and the method's name and its replacement.
    private static let calls: [(receiver: [StaticString], method: StaticString, replacement: StaticString)] = [
        (["DispatchQueue", "main"], "asyncAfter", "sceneAfter"),
        (["Timer"], "scheduledTimer", "sceneScheduled"),
        (["Bundle"], "main", "page"),
    ]

    /// `bytes` rewritten, or nil when it has none of these calls.
    static func rewrite(_ bytes: [UInt8]) -> [UInt8]? {
        var output = bytes
        var changed = false
        var cursor = SwiftSourceCursor(bytes)
        while !cursor.isAtEnd {
            if cursor.skipCommentOrString() { continue }
            let start = cursor.index
            guard start == 0 || !bytes[start - 1].isIdentifierByte,
                let (methodStart, replacement) = calls.lazy.compactMap({ call in match(call, in: bytes, at: start) }).first
            else {
                cursor.step()
                continue
            }
            let name = replacement.withUTF8Buffer { Array($0) }
            for (k, byte) in name.enumerated() { output[methodStart + k] = byte }
            changed = true
            cursor.advance(to: methodStart + name.count)
        }
        return changed ? output : nil
    }

    /// Where the method's name starts when `call`'s receiver and method are at `start` (blanks and line breaks may
    /// separate the dots from the words), with the name to write there.
    private static func match(_ call: (receiver: [StaticString], method: StaticString, replacement: StaticString),
                              in bytes: [UInt8], at start: Int) -> (Int, StaticString)? {
        var i = start
        for word in call.receiver {
            guard let end = IOSSpellings.word(word, in: bytes, at: i) else { return nil }
            i = end
            skipSpace(bytes, &i)
            guard i < bytes.count, bytes[i] == UInt8(ascii: ".") else { return nil }
            i += 1
            skipSpace(bytes, &i)
        }
        guard IOSSpellings.word(call.method, in: bytes, at: i) != nil else { return nil }
        return (i, call.replacement)
    }

    private static func skipSpace(_ bytes: [UInt8], _ i: inout Int) {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }
}
