// The classic table animation: each row slides in from the right and fades in as it first comes into view, staggered
// by row, in the delegate's willDisplay; a custom cell (made by the table from its registered class) shows a colour
// swatch; a tap on a row bounces its swatch. Drag the list to scroll it.
// Open it with `playground --scene examples/table-rows.swift`.
import UIKit
import PlaygroundSupport

final class SwatchCell: UITableViewCell {
    let swatch = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        swatch.layer.cornerRadius = 8
        contentView.addSubview(swatch)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        swatch.frame = CGRect(x: bounds.width - 52, y: 10, width: 36, height: bounds.height - 20)
    }
}

final class Palette: UITableViewController {
    var animated: Set<IndexPath> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SwatchCell.self, forCellReuseIdentifier: "swatch")
        tableView.rowHeight = 56
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "swatch", for: indexPath) as! SwatchCell
        let hue = CGFloat(indexPath.row) / 40
        cell.textLabel?.text = "Colour \(indexPath.row + 1)"
        cell.detailTextLabel?.text = String(format: "hue %.2f", hue)
        cell.swatch.backgroundColor = UIColor(hue: hue, saturation: 0.7, brightness: 0.95, alpha: 1)
        return cell
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        guard !animated.contains(indexPath) else { return }
        animated.insert(indexPath)
        cell.alpha = 0
        cell.transform = CGAffineTransform(translationX: tableView.bounds.width / 2, y: 0)
        UIView.animate(withDuration: 0.5, delay: 0.05 * Double(indexPath.row % 12), usingSpringWithDamping: 0.8,
                       initialSpringVelocity: 0, options: [], animations: {
            cell.alpha = 1
            cell.transform = .identity
        })
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let cell = tableView.cellForRow(at: indexPath) as? SwatchCell else { return }
        cell.swatch.transform = CGAffineTransform(scaleX: 1.4, y: 1.4)
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                       animations: { cell.swatch.transform = .identity })
    }
}

let palette = Palette()
palette.preferredContentSize = CGSize(width: 360, height: 480)
PlaygroundPage.current.liveView = palette
