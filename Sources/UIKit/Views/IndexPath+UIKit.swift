import Foundation

extension IndexPath {
    /// The path of row `row` in section `section` (UIKit's addition to `IndexPath`).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The path of item `item` in section `section` (UIKit's addition to `IndexPath`).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index (0 for an empty path).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }

    /// The row in the section: the second index (0 for a shorter path).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }

    /// The item in the section (the same index as `row`).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
