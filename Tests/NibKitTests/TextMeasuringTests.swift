import Foundation
import NibKit
import NibLayout
import NibTestSupport
import Testing

/// How text is measured is given to a view tree (a view's `textMeasuring`, inherited below it,
/// or `NibInstantiationOptions.textMeasuring` for what a nib makes), not set for the process:
/// two trees measure differently at the same time, and a tree given nothing measures with
/// NibLayout's `ApproximateTextMeasuring`.
@MainActor @Suite struct TextMeasuringTests {
    /// Every character `advance` points wide, one line 10 points high.
    struct MonospacedMeasuring: TextMeasuring {
        let advance: Double
        func size(of text: String, font: FontMetrics, maximumWidth: Double?, numberOfLines: Int) -> LayoutSize {
            LayoutSize(width: advance * Double(text.count), height: 10)
        }
    }

    /// `text` on one line as NibLayout's approximation measures it.
    static func approximate(_ text: String, pointSize: CGFloat = 17) -> CGSize {
        let size = ApproximateTextMeasuring().size(of: text, font: FontMetrics(pointSize: Double(pointSize)), maximumWidth: nil, numberOfLines: 1)
        return CGSize(width: size.width, height: size.height)
    }

    /// A root view holding one label with `text`, laid out by its intrinsic size.
    static func tree(_ text: String) -> (root: View, label: Label) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = Label(frame: .zero)
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, label)
    }

    @Test func twoTreesMeasureEachTheirOwnWay() {
        let plain = Self.tree("abcd"), wide = Self.tree("abcd")
        wide.root.textMeasuring = MonospacedMeasuring(advance: 20)
        plain.root.layoutIfNeeded()
        wide.root.layoutIfNeeded()
        #expect(wide.label.frame.size == CGSize(width: 80, height: 10))
        #expect(plain.label.frame.size == Self.approximate("abcd"))
        // A view added below inherits the tree's measuring; one set on a view wins below it.
        let added = Label(frame: .zero)
        added.text = "xy"
        wide.root.addSubview(added)
        #expect(added.intrinsicContentSize == CGSize(width: 40, height: 10))
        added.textMeasuring = MonospacedMeasuring(advance: 3)
        #expect(added.intrinsicContentSize == CGSize(width: 6, height: 10))
        #expect(wide.label.intrinsicContentSize == CGSize(width: 80, height: 10))
    }

    @Test func changingTheMeasuringLaysTheTreeOutAgain() {
        let tree = Self.tree("abcd")
        tree.root.layoutIfNeeded()
        #expect(tree.label.frame.size == Self.approximate("abcd"))
        tree.root.textMeasuring = MonospacedMeasuring(advance: 5)
        tree.root.layoutIfNeeded()
        #expect(tree.label.frame.size == CGSize(width: 20, height: 10))
    }

    @Test func aNibMeasuresWithTheOptionsItIsInstantiatedWith() throws {
        let nib = try Nib(contentsOf: Fixtures.valid("BookCell.xib"))
        var options = Registrations.options
        options.textMeasuring = MonospacedMeasuring(advance: 7)
        let measured = try #require(try nib.tryInstantiate(withOwner: nil, options: options).first as? BookCell)
        let plain = try #require(try nib.tryInstantiate(withOwner: nil, options: Registrations.options).first as? BookCell)
        for cell in [measured, plain] { cell.titleLabel.text = "Persuasion" }
        #expect(measured.titleLabel.intrinsicContentSize == CGSize(width: 70, height: 10))
        #expect(plain.titleLabel.intrinsicContentSize.width == Self.approximate("Persuasion", pointSize: plain.titleLabel.font?.pointSize ?? 17).width)
    }

    @Test func aTableMakesItsCellsWithItsNibOptionsMeasuring() throws {
        let table = Registrations.table()
        table.nibOptions.textMeasuring = MonospacedMeasuring(advance: 4)
        try table.tryRegister(try Nib(contentsOf: Fixtures.valid("BookCell.xib")), forCellReuseIdentifier: "BookCell")
        let cell = try #require(try table.tryDequeueReusableCell(withIdentifier: "BookCell", for: IndexPath(row: 0, section: 0)) as? BookCell)
        cell.titleLabel.text = "Emma"
        #expect(cell.titleLabel.intrinsicContentSize == CGSize(width: 16, height: 10))
    }
}
