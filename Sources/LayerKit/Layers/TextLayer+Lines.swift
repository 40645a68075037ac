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
}
