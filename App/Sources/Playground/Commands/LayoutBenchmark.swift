import Foundation
import UIKit

/// Auto Layout's cost: 1,000 views placed by 4,000 constraints (a grid of 40 × 25 squares, each with a width, a height
/// equal to it, and its leading and top edges 4 points from its neighbours'), solved from nothing, and re-solved after
/// one constant changes (the first square's width, which moves the rest of its row).
enum LayoutBenchmark {
    static let columns = 40
    static let rows = 25

    /// A view tree of the grid with its constraints active, and the width constraint of the first square.
    private static func makeGrid() -> (root: UIView, firstWidth: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1_200, height: 800))
        var constraints: [NSLayoutConstraint] = []
        var above: [UIView] = []
        var firstWidth: NSLayoutConstraint!
        for row in 0..<rows {
            var line: [UIView] = []
            for column in 0..<columns {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                let width = view.widthAnchor.constraint(equalToConstant: 20)
                if row == 0 && column == 0 { firstWidth = width }
                constraints += [
                    width,
                    view.heightAnchor.constraint(equalTo: view.widthAnchor),
                    column == 0 ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
                        : view.leadingAnchor.constraint(equalTo: line[column - 1].trailingAnchor, constant: 4),
                    row == 0 ? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)
                        : view.topAnchor.constraint(equalTo: above[column].bottomAnchor, constant: 4),
                ]
                line.append(view)
            }
            above = line
        }
        NSLayoutConstraint.activate(constraints)
        return (root, firstWidth)
    }

    private static func milliseconds(_ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// Alternates full solves (of a new tree each time: collecting its constraints, solving them and setting the
    /// frames) with rounds of incremental re-solves, `rounds` times, and returns one JSON line: the medians in ms and
    /// their ratio.
    static func run(rounds: Int) -> String {
        var full: [Double] = [], incremental: [Double] = []
        for _ in 0..<max(rounds, 1) {
            let (root, firstWidth) = makeGrid()
            full.append(milliseconds { root.layoutIfNeeded() })
            for step in 0..<20 {
                incremental.append(milliseconds {
                    firstWidth.constant = step % 2 == 0 ? 30 : 20
                    root.layoutIfNeeded()
                })
            }
            let last = root.subviews[columns - 1].frame
            precondition(last.minX == 4 + CGFloat(columns - 1) * 24 && last.width == 20, "the grid is not where its constraints put it")
        }
        let fullMedian = median(full), incrementalMedian = median(incremental)
        return String(format: #"{"bench": "layout", "views": %d, "constraints": %d, "full_solve_ms": %.2f, "one_constant_ms": %.3f, "ratio": %.0f}"#,
                      columns * rows, columns * rows * 4, fullMedian, incrementalMedian, fullMedian / incrementalMedian)
    }
}
