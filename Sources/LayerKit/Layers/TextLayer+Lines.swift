extension TextLayer {
    /// `text` broken into lines no wider than `width` points as `measure` measures them: at every newline, then at
    /// spaces (a word wider than a line at characters), or at characters when `byCharacters`. A line keeps at least one
    /// character, so a line narrower than a character still advances. What wraps a `CATextLayer` (`isWrapped`) and a
    /// `UILabel` of several lines.
    public static func lines(of text: String, width: Double, byCharacters: Bool = false, measure: (String) -> Double) -> [String] {
        lineRanges(of: text, width: width, byCharacters: byCharacters) { measure(String($0)) }.map { String(text[$0]) }
    }

    /// Where `lines(of:width:byCharacters:measure:)` breaks `text`: each line's range in it, without the spaces at its
    /// break and the newline that ends its paragraph (what Core Text's frames lay out, too).
    public static func lineRanges(
        of text: String, width: Double, byCharacters: Bool = false, measure: (Substring) -> Double
    ) -> [Range<String.Index>] {
        var lines: [Range<String.Index>] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            func fits(_ line: Range<String.Index>) -> Bool { measure(text[line]) <= width + 0.5 }
            let whole = paragraph.startIndex..<paragraph.endIndex
            guard !fits(whole) else {
                lines.append(whole)
                continue
            }
            var current: Range<String.Index>?
            func addCharacters(_ word: Range<String.Index>) {
                var index = word.lowerBound
                while index < word.upperBound {
                    let next = text.index(after: index)
                    if let line = current, !fits(line.lowerBound..<next) {
                        lines.append(line)
                        current = nil
                    }
                    current = (current?.lowerBound ?? index)..<next
                    index = next
                }
            }
            if byCharacters {
                addCharacters(whole)
            } else {
                for word in paragraph.split(separator: " ") {
                    let range = word.startIndex..<word.endIndex
                    let candidate = current.map { $0.lowerBound..<range.upperBound } ?? range
                    if fits(candidate) {
                        current = candidate
                    } else {
                        if let line = current { lines.append(line) }
                        current = nil
                        if fits(range) { current = range } else { addCharacters(range) }
                    }
                }
            }
            if let line = current { lines.append(line) }
        }
        return lines
    }

    /// `text` as it fits `width` points as `measure` measures it: whole, or with as many characters as fit given up to
    /// an ellipsis at its start, middle or end (`.none`: whole). What truncates a text layer's line and a label's.
    public static func truncated(_ text: String, width: Double, mode: TruncationMode, measure: (String) -> Double) -> String {
        guard mode != .none, width > 0, measure(text) > width + 0.5 else { return text }
        let characters = Array(text)
        func shortened(_ kept: Int) -> String {
            switch mode {
            case .start: "…" + String(characters.suffix(kept))
            case .middle: String(characters.prefix((kept + 1) / 2)) + "…" + String(characters.suffix(kept / 2))
            default: String(characters.prefix(kept)) + "…"
            }
        }
        // The most characters kept that fit, found by halving.
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(shortened(middle)) <= width + 0.5 { low = middle } else { high = middle - 1 }
        }
        return shortened(low)
    }
}
