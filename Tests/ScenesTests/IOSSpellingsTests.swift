import Scripts
import Testing

/// The rewrite of the Objective-C runtime's spellings in scripts: exact texts, every byte outside a rewrite kept in
/// place, and nothing rewritten inside comments or strings.
@Suite("iOS spellings in scripts")
struct IOSSpellingsTests {
    func rewrite(_ text: String) -> String? {
        IOSSpellings.rewrite(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `literal` padded with spaces to the width of `original`.
    func padded(_ literal: String, as original: String) -> String {
        literal + String(repeating: " ", count: original.utf8.count - literal.utf8.count)
    }

    @Test func attributesBecomeSpaces() {
        #expect(rewrite("@objc func step() {}") == "      func step() {}")
        #expect(rewrite("@objc(stepWith:) func step(_ x: Int) {}") == padded("", as: "@objc(stepWith:)") + " func step(_ x: Int) {}")
        #expect(rewrite("@objcMembers class A {}\n@objc dynamic var x = 1") == "             class A {}\n      dynamic var x = 1")
        // Other attributes and longer names are not these.
        #expect(rewrite("@objcish func f() {}\n@IBInspectable var r = 1.0\n@MainActor class B {}") == nil)
    }

    /// As on iOS, an `@objc` protocol is class-bound: a `weak var delegate` of its type compiles.
    @Test func objcProtocolsAreClassBound() {
        #expect(rewrite("@objc public protocol LoaderDelegate {\n}") == "      public protocol LoaderDelegate: AnyObject {\n}")
        #expect(rewrite("@objc protocol P where Self: Q {}") == "      protocol P: AnyObject where Self: Q {}")
        // One that says what it inherits is left to say it (AnyObject, a class protocol), as is any other declaration.
        #expect(rewrite("@objc protocol P: NSObjectProtocol {}") == "      protocol P: NSObjectProtocol {}")
        #expect(rewrite("@objc class P {}") == "      class P {}")
    }

    @Test func keyPathsBecomeStringsOfTheSameWidth() {
        #expect(
            rewrite("a(#keyPath(CAShapeLayer.strokeEnd), b)") == "a(" + padded("\"strokeEnd\"", as: "#keyPath(CAShapeLayer.strokeEnd)")
                + ", b)")
        #expect(rewrite("#keyPath(QuartzCore.CALayer.opacity)") == padded("\"opacity\"", as: "#keyPath(QuartzCore.CALayer.opacity)"))
        // A path from self keeps its first component; optional chaining marks go; spaces are allowed.
        #expect(rewrite("#keyPath(gradient.locations)") == padded("\"gradient.locations\"", as: "#keyPath(gradient.locations)"))
        #expect(rewrite("#keyPath( UIView.layer?.position )") == padded("\"layer.position\"", as: "#keyPath( UIView.layer?.position )"))
        #expect(rewrite("#keyPath(opacity)") == padded("\"opacity\"", as: "#keyPath(opacity)"))
        // Not a key path the rewrite can read: left for the compiler to report.
        for text in ["#keyPath(a..b)", "#keyPath(a.1b)", "#keyPath(a.b", "#keyPath(a\n.b)", "#keyPath(f(x))", "#keyPaths(a)", "#keyPath()"]
        {
            #expect(rewrite(text) == nil, "\(text)")
        }
    }

    @Test func selectorsBecomeSelectorValues() {
        #expect(
            rewrite("CADisplayLink(target: self, selector: #selector(step(_:)))")
                == "CADisplayLink(target: self, selector:  Selector(step(_:)))")
        #expect(rewrite("#selector (View.tick)") == " Selector (View.tick)")
        #expect(rewrite("#selector(getter: View.value)") == nil)
        #expect(rewrite("#selector(setter: View.value)") == nil)
        #expect(rewrite("#selectors(x)") == nil)
    }

    @Test func mainQueueDelaysTimersAndTheMainBundleAreRenamed() {
        #expect(rewrite("DispatchQueue.main.asyncAfter(deadline: .now() + 1) { go() }")
            == "DispatchQueue.main.sceneAfter(deadline: .now() + 1) { go() }")
        #expect(rewrite("DispatchQueue\n    .main\n    .asyncAfter(deadline: t, execute: item)")
            == "DispatchQueue\n    .main\n    .sceneAfter(deadline: t, execute: item)")
        #expect(rewrite("let t = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in }")
            == "let t = Timer.sceneScheduled(withTimeInterval: 0.5, repeats: true) { _ in }")
        #expect(rewrite("let url = Bundle.main.url(forResource: \"data\", withExtension: \"json\")")
            == "let url = Bundle.page.url(forResource: \"data\", withExtension: \"json\")")
        // Other queues, hops to the main queue, unscheduled timers, other bundles, comments and strings stay.
        for text in ["DispatchQueue.global().asyncAfter(deadline: t) {}", "DispatchQueue.main.async { go() }",
                     "queue.asyncAfter(deadline: t) {}", "Timer(timeInterval: 1, repeats: false) { _ in }",
                     "MyDispatchQueue.main.asyncAfter(deadline: t) {}", "// DispatchQueue.main.asyncAfter(",
                     "let s = \"Timer.scheduledTimer(\"", "Bundle(for: A.self).path(forResource: n, ofType: t)",
                     "MyBundle.main.path"] {
            #expect(rewrite(text) == nil, "\(text)")
        }
    }

    @Test func aTableCellsInitializerOverrideBecomesRequired() {
        #expect(rewrite("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
            == "required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
        #expect(rewrite("public override init(style: CellStyle, reuseIdentifier: String?) {")
            == "public required init(style: CellStyle, reuseIdentifier: String?) {")
        #expect(rewrite("override public init(\n    style: CellStyle,\n    reuseIdentifier: String?\n) {")
            == "required public init(\n    style: CellStyle,\n    reuseIdentifier: String?\n) {")
        for text in ["override init(frame: CGRect) {", "override init(style: UITableView.Style) {", "override func layoutSubviews() {"] {
            #expect(rewrite(text) == nil, "\(text)")
        }
    }

    @Test func aCollectionCellsFrameInitializerOverrideBecomesRequired() {
        let cell = """
            final class Card: UICollectionViewCell {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }
            }
            class Base: UICollectionReusableView {}
            class Header: Base {
                public override init(frame: CGRect) { super.init(frame: frame) }
            }
            class Plain: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            """
        let expected = """
            final class Card: UICollectionViewCell {
                let label = UILabel()
                required init(frame: CGRect) {
                    super.init(frame: frame)
                }
            }
            class Base: UICollectionReusableView {}
            class Header: Base {
                public required init(frame: CGRect) { super.init(frame: frame) }
            }
            class Plain: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            """
        #expect(rewrite(cell) == expected)
        // A view that is not a reusable one keeps its override.
        #expect(rewrite("class Plain: UIView {\n    override init(frame: CGRect) { super.init(frame: frame) }\n}") == nil)
    }

    @Test func commentsAndStringsAreLeftAlone() {
        let untouched = [
            "// @objc func a()\n/* #keyPath(A.b) /* nested */ @objc */ let a = 1",
            "let s = \"@objc #keyPath(A.b) #selector(c)\"",
            "let s = \"\"\"\n  @objc \"quoted\" #keyPath(A.b)\n  \"\"\"",
            "let s = #\"raw \"@objc\" \\(#keyPath(A.b))\"#",
            "let s = \"\\(f(\"@objc\", g(\"#keyPath(A.b)\")))\"",
            "let s = \"escaped \\\" @objc\"",
            // Interpolations are skipped with their string.
            "let s = \"\\(#keyPath(A.b))\"",
        ]
        for text in untouched {
            #expect(rewrite(text) == nil, "\(text)")
        }
        // After each literal, scanning goes on.
        #expect(rewrite("let s = \"\"\"\na\n\"\"\"\n@objc func f()") == "let s = \"\"\"\na\n\"\"\"\n      func f()")
        #expect(rewrite("let s = #\"a\\\"# @objc func f()") == "let s = #\"a\\\"#       func f()")
    }

    @Test func unclosedCommentsAndStringsEndTheScan() {
        for text in ["/* @objc", "\"\\(@objc", "\"\"\"\n@objc", "#\"@objc", "\"\\(\"\\(\"\\(", String(repeating: "\"\\(", count: 10_000)] {
            #expect(rewrite(text) == nil, "\(text.prefix(20))")
        }
        // A single-line string left open ends with its line.
        #expect(rewrite("let s = \"open\n@objc func f()") == "let s = \"open\n      func f()")
    }

    @Test func theWidthOfEveryLineIsKept() {
        let text = """
            @objc final class Ticker: NSObject {
                @objc func tick(_ link: CADisplayLink) { print(#keyPath(CALayer.position), "#selector(x)") }
                let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
            }
            """
        let rewritten = try! #require(rewrite(text))
        #expect(
            rewritten.split(separator: "\n", omittingEmptySubsequences: false).map(\.utf8.count)
                == text.split(separator: "\n", omittingEmptySubsequences: false).map(\.utf8.count))
        #expect(rewritten.contains("print(" + padded("\"position\"", as: "#keyPath(CALayer.position)") + ", \"#selector(x)\")"))
    }

    @Test func platformConditionsAreThoseOfIOS() {
        #expect(rewrite("#if os(iOS)\nlet a = 1\n#endif") == "#if true   \nlet a = 1\n#endif")
        #expect(
            rewrite("#if os(macOS) || os( tvOS )\n#elseif targetEnvironment(simulator) && !os(Linux)\n#endif")
                == "#if " + padded("false", as: "os(macOS)") + " || " + padded("false", as: "os( tvOS )") + "\n#elseif "
                + padded("true", as: "targetEnvironment(simulator)") + " && !" + padded("false", as: "os(Linux)") + "\n#endif")
        // Only in conditions: a function named os elsewhere, and swift(>=5) or canImport(UIKit), are left alone.
        #expect(rewrite("let x = os(iOS)\n#if swift(>=5) && canImport(UIKit)\n#endif") == nil)
    }

    @Test func fileLiteralsAndPlatformImports() {
        #expect(rewrite("let url = #fileLiteral(resourceName: \"a.json\")") == "let url =  fileLiteral(resourceName: \"a.json\")")
        #expect(rewrite("import Darwin\nimport UIKit.UIGestureRecognizerSubclass\n") == "import Glibc \nimport UIKit" + String(repeating: " ", count: 28) + "\n")
        #expect(rewrite("import UIKit\nimport Foundation\n// import Darwin\n") == nil)
    }
}

@Suite("Optional protocol requirements")
struct OptionalRequirementsTests {
    @Test func optionalRequirementsGetDefaultsAndTheirCallsLoseTheQuestionMark() throws {
        let text = """
            @objc public protocol LoaderDelegate: AnyObject {
                @objc optional func loaderDidStart(_ loader: Loader)
                @objc optional func progress(for loader: Loader) -> CGFloat
                func loaderDidFinish(_ loader: Loader)
                @objc optional var tint: UIColor? { get }
            }
            final class Loader {
                weak var delegate: LoaderDelegate?
                var handler: (() -> Void)?
                func start() { delegate?.loaderDidStart?(self); handler?() }
            }
            """
        let rewritten = String(decoding: try #require(IOSSpellings.rewrite(Array(text.utf8))), as: UTF8.self)
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "          " + String(repeating: " ", count: 9) + "func loaderDidStart(_ loader: Loader)")
        #expect(lines[9] == "    func start() { delegate?.loaderDidStart (self); handler?() }")
        #expect(rewritten.hasSuffix("""
            extension LoaderDelegate {
                public func loaderDidStart(_ loader: Loader) {  }
                public func progress(for loader: Loader) -> CGFloat { fatalError("the optional requirement progress is not implemented") }
                public var tint: UIColor? { nil }
            }

            """))
    }
}

@Suite("Drawn properties of layer subclasses")
struct DrawnLayerPropertiesTests {
    @Test func managedAndDynamicPropertiesBecomeKeyedValuesOnTheirOwnLines() throws {
        let text = """
            class Pie: CAShapeLayer {
                @NSManaged var fraction: CGFloat // drawn
                @objc dynamic public var tint: CGColor? = nil
                var plain = 1
            }
            class Slice: Pie {
                dynamic var angle: Double = .pi
            }
            struct Other {
                dynamic var ignored: Int = 0
            }
            """
        let rewritten = String(decoding: try #require(IOSSpellings.rewrite(Array(text.utf8))), as: UTF8.self)
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[1] == "    var fraction: CGFloat { get { keyedValue(forKey: \"fraction\", default: CGFloat()) } set { setValue(newValue, forKey: \"fraction\") } }")
        #expect(lines[2] == "          public var tint: CGColor? { get { keyedValue(forKey: \"tint\", default: nil) } set { setValue(newValue, forKey: \"tint\") } }")
        #expect(lines[3] == "    var plain = 1")
        #expect(lines[6] == "    var angle: Double { get { keyedValue(forKey: \"angle\", default: .pi) } set { setValue(newValue, forKey: \"angle\") } }")
        #expect(lines[9] == "    dynamic var ignored: Int = 0")
    }
}

@Suite("Layer classes across files")
struct LayerClassesAcrossFilesTests {
    @Test func subclassesInOtherFilesAreKnownAndGetTheInitializersTheyNeed() throws {
        let base = "import UIKit\n\nopen class Gauge: CALayer {\n    @NSManaged var value: CGFloat\n}\n"
        let other = """
            import UIKit

            class Ring: Gauge {
                @NSManaged var width: CGFloat
                init(width: CGFloat) {
                    super.init()
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Dial: Gauge
            {
                override init() { super.init() }
                init(size: CGFloat) { super.init() }
            }
            class Whole: Gauge {
                override init() { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
            }
            """
        let known = DrawnLayerProperties.layerSubclasses(in: [Array(base.utf8), Array(other.utf8)])
        #expect(known.isSuperset(of: ["Gauge", "Ring", "Dial", "Whole", "CALayer"]))
        // Alone, the second file knows no layer class of its own: its managed property stays as it is.
        #expect(IOSSpellings.rewrite(Array(other.utf8)) == nil)
        let rewritten = String(decoding: try #require(IOSSpellings.rewrite(Array(other.utf8), layerClasses: known)), as: UTF8.self)
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == other.split(separator: "\n", omittingEmptySubsequences: false).count)
        // Ring declares initializers but neither init() nor init(layer:): no copy of it can be made.
        #expect(lines[2].hasPrefix("class Ring: Gauge { public required convenience init(copying layer: CALayer?) { fatalError("))
        #expect(lines[3] == "    var width: CGFloat { get { keyedValue(forKey: \"width\", default: CGFloat()) } set { setValue(newValue, forKey: \"width\") } }")
        // Dial has init() but not init(layer:), its brace on the next line: it is made with its init(). Neither it nor
        // Whole declares init?(coder:), which LayerKit requires as Core Animation does: one that traps is written.
        let coder = "public required init?(coder: NSCoder) { fatalError(\"\\(Self.self) is not read from archives\") };"
        #expect(lines[10] == "{ \(coder) public required convenience init(copying layer: CALayer?) { self.init() };")
        // Whole overrides both and inherits LayerKit's init(copying:).
        #expect(lines[14] == "class Whole: Gauge { \(coder)")
    }

    @Test func aLayerSubclassesArchiveInitializerIsFoundInEverySpelling() throws {
        let text = """
            import UIKit

            class Spelled: CALayer {
                override init() { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
            }
            class Unavailable: CALayer {
                override init() { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
                @available(*, unavailable) required init?(coder: NSCoder) { fatalError() }
            }
            class Missing: CALayer {
                init(size: CGFloat) { super.init() }
            }
            """
        let rewritten = String(decoding: try #require(IOSSpellings.rewrite(Array(text.utf8))), as: UTF8.self)
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "class Spelled: CALayer {")
        #expect(lines[7] == "class Unavailable: CALayer {")
        #expect(lines[12].hasPrefix("class Missing: CALayer { public required init?(coder: NSCoder) { fatalError("))
        #expect(rewritten.components(separatedBy: "init?(coder").count == 4)
    }

    @Test func aLayerSubclassNestedInAnotherTypeIsRewrittenToo() throws {
        // As published views keep their layer: a private class inside the view's class.
        let text = """
            import UIKit

            public class Ring: UIView {
                private class RingLayer: CALayer {
                    @NSManaged var angle: Double
                    override init(layer: Any) { super.init(layer: layer) }
                }
            }
            """
        let rewritten = String(decoding: try #require(IOSSpellings.rewrite(Array(text.utf8))), as: UTF8.self)
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[3].hasPrefix("    private class RingLayer: CALayer { public required init?(coder: NSCoder)"))
        #expect(lines[3].contains("public required convenience init(copying layer: CALayer?) { fatalError("))
        #expect(lines[4] == "        var angle: Double { get { keyedValue(forKey: \"angle\", default: Double()) } set { setValue(newValue, forKey: \"angle\") } }")
    }
}

