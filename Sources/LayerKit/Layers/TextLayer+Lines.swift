extension TextLayer {
    /// `text` broken into lines no wider than `width` points as `measure` measures them: at every newline, then at
    /// spaces (a word wider than a line at characters), or at characters when `byCharacters`. A line keeps at least one
    /// character, so a line narrower than a character still advances. What wraps a `CATextLayer` (`isWrapped`) and a
    /// `UILabel` of several lines.
    public static func lines(of text: String, width: Double, byCharacters: Bool = false, measure: (String) -> Double) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            func fits(_ line: String) -> Bool { measure(line) <= width + 0.5 }
            guard !fits(paragraph) else {
                lines.append(paragraph)
                continue
            }
            var current = ""
            func addCharacters(_ word: String) {
                for character in word {
                    if !current.isEmpty && !fits(current + String(character)) {
                        lines.append(current)
                        current = ""
                    }
                    current.append(character)
                }
            }
            if byCharacters {
                addCharacters(paragraph)
            } else {
                for word in paragraph.split(separator: " ").map(String.init) {
                    let candidate = current.isEmpty ? word : current + " " + word
                    if fits(candidate) {
                        current = candidate
                    } else {
                        if !current.isEmpty { lines.append(current) }
                        current = ""
                        if fits(word) { current = word } else { addCharacters(word) }
                    }
                }
            }
            if !current.isEmpty { lines.append(current) }
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
