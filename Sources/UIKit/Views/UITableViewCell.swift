import Foundation

/// A row of a table (`UITableViewCell`): a `contentView` to add views to, the styles' `textLabel`, `detailTextLabel`
/// (`.subtitle`, `.value1` and `.value2`) and `imageView`, a grey highlight while selected, and `prepareForReuse()`
/// before a reused cell shows another row. A table makes the class registered for an identifier with
/// `init(style:reuseIdentifier:)`, which is why it is required (the script compiler writes a subclass's
/// `override init(style:reuseIdentifier:)` as `required`, as Objective-C's runtime would call it).
open class UITableViewCell: UIView, @unchecked Sendable {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public let reuseIdentifier: String?
    public let style: CellStyle
    public let contentView = UIView()
    public private(set) var textLabel: UILabel?
    public private(set) var detailTextLabel: UILabel?
    public private(set) var imageView: UIImageView?
    open var selectionStyle = SelectionStyle.default
    /// Accepted for UIKit's spelling; no accessory is drawn.
    open var accessoryType = AccessoryType.none
    open var accessoryView: UIView?
    private let highlight = UIView()

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUp()
    }

    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        setUp()
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    private func setUp() {
        backgroundColor = .white
        highlight.backgroundColor = UIColor(white: 0.85, alpha: 1)
        highlight.isHidden = true
        highlight.isUserInteractionEnabled = false
        addSubview(highlight)
        addSubview(contentView)
        let text = UILabel()
        text.font = .systemFont(ofSize: 17)
        contentView.addSubview(text)
        textLabel = text
        if style != .default {
            let detail = UILabel()
            detail.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
            detail.textColor = style == .subtitle ? .darkGray : .gray
            contentView.addSubview(detail)
            detailTextLabel = detail
        }
        let image = UIImageView()
        contentView.addSubview(image)
        imageView = image
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        highlight.frame = bounds
        contentView.frame = bounds
        var x: CGFloat = 16
        if let imageView, imageView.image != nil {
            let side = min(bounds.height - 8, 40)
            imageView.frame = CGRect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
            x += side + 12
        }
        let width = max(bounds.width - x - 16, 0)
        if style == .subtitle, let detail = detailTextLabel, detail.text?.isEmpty == false {
            textLabel?.frame = CGRect(x: x, y: bounds.height / 2 - 20, width: width, height: 22)
            detail.frame = CGRect(x: x, y: bounds.height / 2 + 2, width: width, height: 16)
        } else {
            textLabel?.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if let detail = detailTextLabel {
                detail.textAlignment = .right
                detail.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            }
        }
    }

    /// Called before the cell is used for another row.
    open func prepareForReuse() {}

    public private(set) var isSelected = false
    public private(set) var isHighlighted = false

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
        highlight.isHidden = !(selected || isHighlighted) || selectionStyle == .none
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
        highlight.isHidden = !(isSelected || highlighted) || selectionStyle == .none
    }
}

/// What fills a table (`UITableViewDataSource`): its rows and cells are required, the rest optional.
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// What a table tells, and asks, about its rows (`UITableViewDelegate`); every method is optional.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
