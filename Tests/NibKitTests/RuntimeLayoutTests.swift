import Foundation
import NibDocument
@testable import NibKit
import NibLayout
import NibTestSupport
import Testing

/// Layout at run time: constraints made in code and read from nibs, solved by NibLayout's
/// solver, applied by `layoutSubviews()`. UIKit's rules cited per test ("Auto Layout Guide",
/// `UIView` and `NSLayoutConstraint` reference).
@MainActor @Suite struct RuntimeLayoutTests {
    /// The order views' `updateConstraints()` ran in.
    final class UpdateLog { var names: [String] = [] }

    /// A view that adds its constraints in `updateConstraints()`, once, as UIKit code does.
    final class BadgeView: View {
        let log: UpdateLog
        let name: String
        private var installed = false
        init(_ name: String, log: UpdateLog) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
            setNeedsUpdateConstraints()
        }
        struct NotFromANib: Error {}
        required init?(coder: NSCoder) { coder.failWithError(NotFromANib()); return nil }
        override func updateConstraints() {
            log.names.append(name)
            if !installed {
                LayoutConstraint.activate([widthAnchor.constraint(equalToConstant: 40), heightAnchor.constraint(equalToConstant: 20)])
                installed = true
            }
            super.updateConstraints()
        }
    }

    /// A view that counts its layout passes.
    final class CountingView: View {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    /// `layoutSubviews()` runs only where layout is needed ("setNeedsLayout()": the view lays
    /// out at the next update): a subview resized lays out itself and its superview, not its
    /// siblings, and the same bounds again asks for nothing.
    @Test func layoutRunsOnlyWhereItIsNeeded() {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let left = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = CountingView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        let inner = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(left)
        root.addSubview(right)
        right.addSubview(inner)
        root.layoutIfNeeded()
        let before = (root.layouts, left.layouts, right.layouts, inner.layouts)
        #expect(before == (1, 1, 1, 1))
        left.frame.size = CGSize(width: 120, height: 100)
        root.layoutIfNeeded()
        #expect(left.layouts == 2 && right.layouts == 1 && inner.layouts == 1)
        left.bounds = left.bounds
        root.layoutIfNeeded()
        #expect(left.layouts == 2 && root.layouts == 2)
    }

    /// `setNeedsUpdateConstraints()` makes `updateConstraints()` run before the next layout,
    /// subviews before superviews, once per request; the constraints it adds take part.
    @Test func updateConstraintsRunsBeforeLayoutOncePerRequest() {
        let log = UpdateLog()
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let outer = BadgeView("outer", log: log)
        let inner = BadgeView("inner", log: log)
        root.addSubview(outer)
        outer.addSubview(inner)
        LayoutConstraint.activate([outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                   outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                   inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
                                   inner.topAnchor.constraint(equalTo: outer.topAnchor)])
        #expect(outer.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(log.names == ["inner", "outer"])
        #expect(outer.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(!outer.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(log.names.count == 2, "nothing asked: no second update")
        inner.setNeedsUpdateConstraints()
        inner.updateConstraintsIfNeeded()
        #expect(log.names == ["inner", "outer", "inner"])
    }


    /// A root view of `size` with one subview placed by constraints.
    private func pinned(_ size: CGSize = CGSize(width: 400, height: 300)) -> (View, View, [LayoutConstraint]) {
        let root = View(frame: CGRect(origin: .zero, size: size))
        let child = View(frame: .zero)
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let constraints = [
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 44),
        ]
        LayoutConstraint.activate(constraints)
        return (root, child, constraints)
    }

    /// "NSLayoutAnchor": anchors make constraints; `activate(_:)` installs them; a layout pass
    /// gives the subview the frame they determine, and a size change re-solves.
    @Test func anchorsInCodeLayOutAndFollowASizeChange() {
        let (root, child, constraints) = pinned()
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(root.constraints.count == 3 && child.constraints.count == 1)  // common ancestor; own view for a constant
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 368, height: 44))
        root.frame.size.width = 500
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 468, height: 44))
    }

    /// A multiplier on positions measures them in the common ancestor's bounds, as at design time:
    /// a child whose centre is 1.5 × the centre of a box at x = 100, 200 wide, is at 150 in the
    /// box (NSLayoutConstraint's "multiplier" on a location attribute).
    @Test func multipliersOnPositionsAreInTheCommonAncestorsBounds() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = View(frame: CGRect(x: 100, y: 40, width: 200, height: 100))
        let child = View(frame: .zero)
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        box.addSubview(child)
        LayoutConstraint.activate([
            LayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: box, attribute: .centerX, multiplier: 1.5),
            LayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: box, attribute: .bottom, multiplier: 0.5),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 140, y: 50, width: 20, height: 20))
    }

    /// Changing an active constraint's `constant` lays out again ("constant: you can modify this
    /// property after the constraint is active").
    @Test func changingAConstantMovesTheView() {
        let (root, child, constraints) = pinned()
        root.layoutIfNeeded()
        constraints[2].constant = 100
        constraints[3].constant = 10
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 100, width: 368, height: 10))
    }

    /// `isActive = false` removes a constraint from its view; `deactivate(_:)` too.
    @Test func deactivatingRemovesTheConstraint() {
        let (root, child, constraints) = pinned()
        root.layoutIfNeeded()
        constraints[1].isActive = false
        #expect(!constraints[1].isActive && root.constraints.count == 2)
        child.widthAnchor.constraint(equalToConstant: 50).isActive = true
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 50, height: 44))
        LayoutConstraint.deactivate(constraints)
        #expect(constraints.allSatisfy { !$0.isActive })
    }

    /// Items with no common ancestor cannot be activated (UIKit raises); NibKit reports them.
    @Test func itemsWithoutACommonAncestorAreRefused() {
        let a = View(frame: .zero), b = View(frame: .zero)
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        #expect(LayoutConstraint.activate([constraint]).count == 1)
        #expect(!constraint.isActive)
    }

    /// "layoutSubviews(): Subclasses can override this method as needed to perform more precise
    /// layout": the override runs after super has applied the constraints.
    @Test func anOverriddenLayoutSubviewsAdjustsAfterSuper() {
        final class Badge: View {
            var passes = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
                subviews.first?.frame.origin.x += 1
            }
        }
        let root = Badge(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: .zero)
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        LayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                   child.topAnchor.constraint(equalTo: root.topAnchor),
                                   child.widthAnchor.constraint(equalToConstant: 10),
                                   child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(root.passes == 1 && child.frame.minX == 11)
        root.layoutIfNeeded()
        #expect(root.passes == 1)  // nothing asked for another pass
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.passes == 2)
    }

    /// "autoresizingMask": when a superview's bounds change, each flexible segment of a subview
    /// takes a share of the change in proportion to its size; every mask bit.
    @Test(arguments: [
        (View.AutoresizingMask.flexibleLeftMargin, CGRect(x: 110, y: 10, width: 20, height: 30)),
        (.flexibleWidth, CGRect(x: 10, y: 10, width: 120, height: 30)),
        (.flexibleRightMargin, CGRect(x: 10, y: 10, width: 20, height: 30)),
        (.flexibleTopMargin, CGRect(x: 10, y: 60, width: 20, height: 30)),
        (.flexibleHeight, CGRect(x: 10, y: 10, width: 20, height: 80)),
        (.flexibleBottomMargin, CGRect(x: 10, y: 10, width: 20, height: 30)),
        (View.AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]), CGRect(x: 22.5, y: 10, width: 20, height: 30)),
    ])
    func autoresizingMasks(mask: View.AutoresizingMask, expected: CGRect) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 30))
        child.autoresizingMask = mask
        root.addSubview(child)
        root.frame.size = CGSize(width: 200, height: 150)
        #expect(abs(child.frame.minX - expected.minX) < 1e-9 && child.frame.size == expected.size && child.frame.minY == expected.minY)
        // The same rule as constraints, in a pass (`translatesAutoresizingMaskIntoConstraints`).
        root.layoutIfNeeded()
        #expect(abs(child.frame.minX - expected.minX) < 1e-6 && abs(child.frame.width - expected.width) < 1e-6
                && abs(child.frame.height - expected.height) < 1e-6)
    }

    /// A subview pinned to a view that autoresizes follows it through the solver.
    @Test func constraintsToAViewThatTranslatesItsMask() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let panel = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        panel.autoresizingMask = [.flexibleWidth]
        root.addSubview(panel)
        let dot = View(frame: .zero)
        dot.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(dot)
        LayoutConstraint.activate([dot.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -5),
                                   dot.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
                                   dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10)])
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(dot.frame == CGRect(x: 285, y: 20, width: 10, height: 10))
    }

    /// "intrinsicContentSize": a label sizes to its text; changing the text changes the size
    /// through `invalidateIntrinsicContentSize()`; hugging decides which of two labels stretches.
    @Test func labelsSizeToTheirTextAndHuggingDecidesWhoStretches() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let name = Label(frame: .zero), value = Label(frame: .zero)
        name.text = "Name"
        value.text = "Value"
        for label in [name, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        name.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            name.topAnchor.constraint(equalTo: root.topAnchor), value.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let measured = ApproximateTextMeasuring().size(of: "Name", font: FontMetrics(pointSize: 17), maximumWidth: nil, numberOfLines: 1)
        #expect(name.frame.width == CGFloat(measured.width) && name.frame.height == CGFloat(measured.height))
        #expect(value.frame.minX == name.frame.maxX + 8 && value.frame.maxX == 300)
        name.text = "A much longer name"
        root.layoutIfNeeded()
        let longer = ApproximateTextMeasuring().size(of: "A much longer name", font: FontMetrics(pointSize: 17), maximumWidth: nil, numberOfLines: 1)
        #expect(name.frame.width == CGFloat(longer.width))
    }

    /// An overridden `intrinsicContentSize` is re-read after `invalidateIntrinsicContentSize()`.
    @Test func anOverriddenIntrinsicSizeIsReadAgainWhenInvalidated() {
        final class Swatch: View {
            var side: CGFloat = 20
            override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let swatch = Swatch(frame: .zero)
        swatch.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(swatch)
        LayoutConstraint.activate([swatch.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                   swatch.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        #expect(swatch.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
        swatch.side = 30
        root.layoutIfNeeded()
        #expect(swatch.frame.width == 20)  // not told
        swatch.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(swatch.frame == CGRect(x: 35, y: 35, width: 30, height: 30))
    }

    /// "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)": the
    /// height the content's constraints need at a required width.
    @Test func fittingSizeComesFromTheContent() {
        let card = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let title = Label(frame: .zero)
        title.text = "A title long enough to wrap over more than one line at this width"
        title.numberOfLines = 0
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        let size = card.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        let text = ApproximateTextMeasuring().size(of: title.text!, font: FontMetrics(pointSize: 17), maximumWidth: 180, numberOfLines: 0)
        #expect(size.width == 200)
        #expect(size.height == CGFloat(text.height) + 20)
        #expect(text.height > FontMetrics(pointSize: 17).lineHeight * 1.5)  // it did wrap
    }

    /// "UIStackView": arranged subviews laid out along the axis; a hidden one collapses.
    @Test func stackViewsInCode() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let stack = StackView(frame: .zero)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = .fillEqually
        stack.spacing = 10
        root.addSubview(stack)
        let views = (0 ..< 3).map { _ in View(frame: .zero) }
        views.forEach(stack.addArrangedSubview)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                   stack.topAnchor.constraint(equalTo: root.topAnchor),
                                   stack.heightAnchor.constraint(equalToConstant: 40)])
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 110, 220] && views.allSatisfy { $0.frame.width == 100 && $0.frame.height == 40 })
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[0].frame.width == 155 && views[2].frame.minX == 165 && views[1].frame.width == 0)
    }

    /// A hidden arranged view with a required width of its own keeps it: UIKit's stack adds its
    /// collapse when it lays out, after the view's constraints, and that is the constraint it
    /// breaks; the view sits before the first visible one, ending where it starts.
    @Test func aHiddenArrangedViewKeepsItsRequiredWidth() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let stack = StackView(frame: .zero)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 5
        root.addSubview(stack)
        let indicator = View(frame: .zero)
        indicator.translatesAutoresizingMaskIntoConstraints = false
        indicator.isHidden = true
        let rest = View(frame: .zero)
        stack.addArrangedSubview(indicator)
        stack.addArrangedSubview(rest)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                   stack.topAnchor.constraint(equalTo: root.topAnchor),
                                   stack.heightAnchor.constraint(equalToConstant: 16),
                                   indicator.widthAnchor.constraint(equalToConstant: 16)])
        root.layoutIfNeeded()
        #expect(indicator.frame == CGRect(x: -16, y: 0, width: 16, height: 16))
        #expect(rest.frame == CGRect(x: 0, y: 0, width: 320, height: 16))
    }

    /// "safeAreaLayoutGuide" and "layoutMarginsGuide": insets set on the root (the simulated
    /// screen) reach a view pinned to the guide; default margins are 8 on every side.
    @Test func safeAreaAndMarginGuides() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let header = View(frame: .zero), body = View(frame: .zero)
        for view in [header, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor), header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            body.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            body.topAnchor.constraint(equalTo: header.bottomAnchor),
            body.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(body.frame == CGRect(x: 8, y: 103, width: 377, height: 852 - 34 - 103))
        #expect(header.safeAreaInsets.top == 0 && root.safeAreaLayoutGuide.layoutFrame.minY == 59)
    }

    /// Conflicting required constraints: UIKit logs "Unable to simultaneously satisfy
    /// constraints" and breaks one; the other still holds.
    @Test func conflictsAreReportedAndOneConstraintIsBroken() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: .zero)
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        LayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 30), child.widthAnchor.constraint(equalToConstant: 40),
                                   child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        #expect(child.frame.width == 30 || child.frame.width == 40)
        #expect(child.layoutConflictMessages.count == 1)
        #expect(child.layoutConflictMessages.first?.hasPrefix("Unable to simultaneously satisfy constraints") == true)
        #expect(!child.hasAmbiguousLayout)
        let loose = View(frame: .zero)
        loose.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(loose)
        loose.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        #expect(loose.hasAmbiguousLayout)
    }

    /// The README's BookCell in a 393-pt table: every subview where its nib's constraints put
    /// it at that width (the nib was designed at 375), checked against the constraints by hand.
    @Test func bookCellInA393PointTable() throws {
        let (table, source) = try BookCellRows.table(CGSize(width: 393, height: 800), rows: 1, rowHeight: 88)
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(table.visibleCells.first as? BookCell)
        #expect(cell.frame.size == CGSize(width: 393, height: 88))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 88))
        #expect(cell.coverImageView.frame == CGRect(x: 16, y: 8, width: 48, height: 72))     // leading 16, top 8, 48 × 2:3
        func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }
        #expect(close(cell.favoriteButton.frame.maxX, 393 - 16))                            // trailing 16
        #expect(close(cell.favoriteButton.frame.midY, 44))                                  // centred
        #expect(close(cell.titleLabel.frame.minX, 76))                                      // image + 12
        #expect(close(cell.titleLabel.frame.maxX, cell.favoriteButton.frame.minX - 8.5))    // button − 8.5
        #expect(close(cell.authorLabel.frame.minY, cell.titleLabel.frame.maxY + 6))
        #expect(close(cell.authorLabel.frame.minX, 76) && close(cell.authorLabel.frame.maxX, cell.titleLabel.frame.maxX))
        #expect(cell.layoutConflictMessages.isEmpty)
    }

    /// The run-time engine and the nib model (NibLayout's `LayoutRoot`, which `nibcheck layout`
    /// and the IB oracle use) agree on every view of every sample cell at another width.
    @Test func runtimeAgreesWithTheNibModel() throws {
        for name in ["BookCell.xib"] {
            let url = Fixtures.valid(name)
            let document = try Document(contentsOf: url)
            let root = try #require(LayoutSystem(document: document).roots.first)
            let model = root.frames(at: LayoutSize(width: 393, height: 88))
            let nib = try Nib(contentsOf: url)
            let cell = try #require(try nib.tryInstantiate(withOwner: nil, options: Registrations.options).first as? TableViewCell)
            cell.frame = CGRect(x: 0, y: 0, width: 393, height: 88)
            cell.layoutIfNeeded()
            for (view, frame) in zip(root.views, model) {
                guard let frame, let live = cell.allViews.first(where: { $0.nibObjectID == view.id }), live !== cell else { continue }
                // Labels measured again at a new width differ by design (approximate text);
                // compare positions along the width, where both engines use the same inputs.
                let message = "\(view.name): runtime \(live.frame), model \(frame)"
                #expect(abs(live.frame.minX - frame.x) < 0.01 && abs(live.frame.width - frame.width) < 0.01, Comment(rawValue: message))
            }
        }
    }

    /// A nib constraint holds the view it is installed on without a count; kept by the app (an
    /// outlet to a constraint) after that view is gone, it reports no item rather than a
    /// dangling one, whether still installed or deactivated first.
    @Test func aConstraintKeptAfterItsViewIsGoneHasNoItem() throws {
        let nib = try Nib(contentsOf: Fixtures.valid("BookCell.xib"))
        var kept: [(constraint: LayoutConstraint, ownerIsFirst: Bool)] = []
        do {
            let cell = try #require(try nib.tryInstantiate(withOwner: nil, options: Registrations.options).first as? TableViewCell)
            let content = cell.contentView
            kept = content.constraints.filter { $0.firstItem === content || $0.secondItem === content }
                .prefix(2).map { ($0, $0.firstItem === content) }
            try #require(kept.count == 2)
            kept[1].constraint.isActive = false
        }
        for (constraint, ownerIsFirst) in kept {
            #expect((ownerIsFirst ? constraint.firstItem : constraint.secondItem) == nil)
            #expect(!constraint.isActive)
        }
    }

    /// "Solving once": the compiled plan keeps the solution of its nib, so a second instance laid
    /// out at the same size takes the same frames without a system of its own; an instance
    /// changed before its layout (a constant) solves its own.
    @Test func instancesOfOneNibShareTheirSolution() throws {
        let nib = try Nib(contentsOf: Fixtures.valid("BookCell.xib"))
        func laidOut(_ change: (BookCell) -> Void = { _ in }) throws -> BookCell {
            let cell = try #require(try nib.tryInstantiate(withOwner: nil, options: Registrations.options).first as? BookCell)
            change(cell)
            cell.frame = CGRect(x: 0, y: 0, width: 393, height: 88)
            cell.layoutIfNeeded()
            return cell
        }
        let first = try laidOut()
        #expect(first.layoutEngine != nil)
        let second = try laidOut()
        #expect(second.layoutEngine == nil)
        #expect(second.allViews.map(\.frame) == first.allViews.map(\.frame))
        let changed = try laidOut { cell in
            cell.contentView.constraints.first { $0.firstItem === cell.coverImageView && $0.firstAttribute == .leading }?.constant = 30
        }
        #expect(changed.layoutEngine != nil)
        #expect(changed.coverImageView.frame.minX == 30 && first.coverImageView.frame.minX == 16)
        // A shared solution stops at the first change.
        second.titleLabel.text = "Another title"
        second.layoutIfNeeded()
        #expect(second.layoutEngine != nil)
    }

    /// UITableView lays out its rows in `layoutSubviews()`: a taller table shows more rows after
    /// `layoutIfNeeded()`; a reused cell keeps its solver from one row to the next, and its
    /// configured text is laid out where the constraints put it.
    @Test func tablesLayOutRowsInTheirPassAndCellsKeepTheirSolver() throws {
        let (table, source) = try BookCellRows.table(CGSize(width: 393, height: 88), rows: 100, rowHeight: 88) { cell, indexPath in
            cell.authorLabel.text = String(repeating: "W", count: indexPath.row % 7 + 1)
        }
        defer { withExtendedLifetime(source) {} }
        #expect(table.visibleCells.count == 1)
        let cell = try #require(table.visibleCells.first as? BookCell)
        let engine = try #require(cell.layoutEngine)
        try table.trySetContentOffset(CGPoint(x: 0, y: 88))
        let again = try #require(table.visibleCells.first as? BookCell)
        #expect(again === cell && again.layoutEngine === engine)
        let width = ApproximateTextMeasuring().size(of: "WW", font: FontMetrics(pointSize: 17), maximumWidth: nil, numberOfLines: 1).width
        #expect(again.authorLabel.text == "WW" && again.authorLabel.frame.minX == 76)
        #expect(again.authorLabel.frame.width == again.titleLabel.frame.width && CGFloat(width) <= again.authorLabel.frame.width)
        table.frame.size.height = 88 * 3
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 3)
    }

    /// "removeArrangedSubview(_:)": the view stays a subview but the stack no longer places it;
    /// "insertArrangedSubview(_:at:)" puts one at an index; removing a view from the stack
    /// takes it out of the arrangement too.
    @Test func arrangedSubviewsAreTheirOwnList() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let stack = StackView(frame: .zero)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = .fillEqually
        root.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                   stack.topAnchor.constraint(equalTo: root.topAnchor),
                                   stack.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
        let a = View(frame: .zero), b = View(frame: .zero), c = View(frame: .zero)
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(c)
        stack.insertArrangedSubview(b, at: 1)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 100, 200])
        stack.removeArrangedSubview(b)
        b.frame = CGRect(x: 5, y: 5, width: 5, height: 5)
        root.layoutIfNeeded()
        #expect(b.superview === stack && b.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.frame.width == 150 && c.frame.minX == 150)
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1)
    }

    /// "UILayoutGuide": a guide of the app's is placed by constraints like a view; here two
    /// equal spacers centre a label between two edges.
    @Test func layoutGuidesOfTheApp() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let left = LayoutGuide(), right = LayoutGuide()
        root.addLayoutGuide(left)
        root.addLayoutGuide(right)
        let box = View(frame: .zero)
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
            left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 1),
            right.topAnchor.constraint(equalTo: root.topAnchor), right.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.minX == 75)
        #expect(left.layoutFrame == CGRect(x: 0, y: 0, width: 75, height: 1) && right.layoutFrame.minX == 125)
        #expect(root.layoutGuides.count == 2)
    }

    /// `center`, `sizeThatFits(_:)`/`sizeToFit()` on a label, and priorities as UIKit's
    /// operators make them.
    @Test func centreSizeToFitAndPriorityArithmetic() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.text = "Hello"
        label.sizeToFit()
        let measured = ApproximateTextMeasuring().size(of: "Hello", font: FontMetrics(pointSize: 17), maximumWidth: nil, numberOfLines: 1)
        #expect(label.frame.size == CGSize(width: measured.width, height: measured.height))
        label.center = CGPoint(x: 100, y: 100)
        #expect(label.frame.midX == 100 && label.frame.midY == 100)
        #expect(LayoutPriority.defaultHigh + 1 == LayoutPriority(751) && LayoutPriority.required - 1 == LayoutPriority(999))
    }

    /// Self-sizing section headers ("sectionHeaderHeight … automaticDimension"): a header view
    /// laid out with constraints is as tall as they make it at the table's width.
    @Test func selfSizingHeaderViews() throws {
        final class Delegate: TableViewDataSource, TableViewDelegate {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            }
            func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
                let header = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let label = Label(frame: .zero)
                label.text = "Section"
                label.translatesAutoresizingMaskIntoConstraints = false
                header.addSubview(label)
                LayoutConstraint.activate([label.topAnchor.constraint(equalTo: header.topAnchor, constant: 12),
                                           label.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
                                           label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16)])
                return header
            }
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 600))
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        let delegate = Delegate()
        table.dataSource = delegate
        table.delegate = delegate
        try table.tryReloadData()
        let text = ApproximateTextMeasuring().size(of: "Section", font: FontMetrics(pointSize: 17), maximumWidth: nil, numberOfLines: 1)
        let expected = (CGFloat(text.height + 24) * 3).rounded(.up) / 3
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == expected)
    }

    /// Targets are held weakly, as UIKit holds them: a nib action whose target is the cell
    /// around the button still reaches it, and a button kept after its cell is gone has no
    /// target rather than a dangling one.
    @Test func aNibActionTargetThatGoesAwayLeavesNoTarget() throws {
        let nib = try Nib(contentsOf: Fixtures.valid("BookCell.xib"))
        var button: Button?
        do {
            let cell = try #require(try nib.tryInstantiate(withOwner: nil, options: Registrations.options).first as? BookCell)
            button = cell.favoriteButton
            #expect(button?.targetActions.first?.target === cell)
            #expect(button?.sendActions(for: .touchUpInside) == 1 && cell.favoriteTaps == 1)
            button?.removeFromSuperview()
        }
        #expect(button?.targetActions.count == 1 && button?.targetActions.first?.target == nil)
        #expect(button?.sendActions(for: .touchUpInside) == 0)
    }
}
