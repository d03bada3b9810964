import Foundation
import NibDocument

/// What each kind of view draws inside its bounds: text, control shapes, images or a labelled
/// placeholder. Sizes and colours follow UIKit's defaults for iOS 15–17.
extension Canvas {
    mutating func drawContent(of element: Element, width: Double, height: Double, tint: RGBA) {
        switch element.name {
        case "label": drawLabel(element, width: width, height: height)
        case "button": drawButton(element, width: width, height: height, tint: tint)
        case "imageView": drawImage(element, width: width, height: height, tint: tint)
        case "switch": drawSwitch(element, width: width, height: height)
        case "slider": drawSlider(element, width: width, height: height, tint: tint)
        case "textField": drawTextField(element, width: width, height: height)
        case "textView": drawTextView(element, width: width, height: height)
        case "segmentedControl": drawSegments(element, width: width, height: height)
        case "progressView": drawProgress(element, width: width, height: height, tint: tint)
        case "activityIndicatorView": drawActivity(element, width: width, height: height)
        case "stepper": drawStepper(element, width: width, height: height, tint: tint)
        case "pageControl": drawPageControl(element, width: width, height: height)
        case "navigationBar": drawNavigationBar(element, width: width, height: height)
        case "searchBar": drawSearchBar(element, width: width, height: height)
        case "tabBar", "toolbar": drawBar(element, width: width, height: height, tint: tint)
        case "mapView", "wkWebView", "webView", "pickerView", "datePicker", "sceneKitView", "arscnView",
             "arskView", "mtkView", "glkView", "skView", "containerView", "visualEffectView":
            drawPlaceholder(label: element.className ?? element.name, width: width, height: height, tint: nil)
        default: break
        }
    }

    // MARK: Text

    /// `text` as a label sets it, clipped to the bounds.
    mutating func drawText(_ text: String, font: RenderFont, color: RGBA, alignment: TextAlignment, numberOfLines: Int,
                           lineBreak: LineBreakMode, x: Double, y: Double, width: Double, height: Double,
                           verticalCenter: Bool = true) {
        guard !text.isEmpty, width > 0, height > 0 else { return }
        let lines = TextLayout.lines(text, font: font, width: width, numberOfLines: numberOfLines,
                                     lineBreak: lineBreak, height: height)
        guard !lines.isEmpty else { return }
        let block = Double(lines.count) * font.lineHeight
        var baseline = (verticalCenter ? y + (height - block) / 2 : y) + font.ascender
        let anchor: String
        let textX: Double
        switch alignment {
        case .center: anchor = " text-anchor=\"middle\""; textX = x + width / 2
        case .right: anchor = " text-anchor=\"end\""; textX = x + width
        default: anchor = ""; textX = x
        }
        body += "<svg x=\"\(SVG.number(x))\" y=\"\(SVG.number(y))\" width=\"\(SVG.number(width))\" height=\"\(SVG.number(height))\" overflow=\"hidden\">"
        body += "<g"
        if x != 0 || y != 0 { body += " transform=\"translate(\(SVG.number(-x)) \(SVG.number(-y)))\"" }
        body += " \(font.svgAttributes) \(SVG.fill(color))\(anchor)>"
        for line in lines {
            body += "<text x=\"\(SVG.number(textX))\" y=\"\(SVG.number(baseline))\" xml:space=\"preserve\">\(SVG.escape(line))</text>"
            baseline += font.lineHeight
        }
        body += "</g></svg>\n"
    }

    /// A label's text: `text`, or the fragments of its `attributedText` with the first
    /// fragment's `NSFont` (size, name) and the element holding its `NSColor`.
    static func text(of element: Element) -> (text: String, font: RenderFont?, colorElement: Element?)? {
        if let text = element[attribute: "text"] { return (text, nil, nil) }
        guard let attributed = element.child(key: "attributedText") ?? element.children.first(where: { $0.name == "attributedString" }) else { return nil }
        var text = ""
        var font: RenderFont?
        var color: Element?
        for fragment in attributed.children(named: "fragment") {
            text += fragment[attribute: "content"] ?? fragment.child(key: "content")?.text ?? ""
            guard let attributes = fragment.child(named: "attributes") else { continue }
            if font == nil, let nsFont = attributes.children.first(where: { $0.key == "NSFont" }) {
                let name = nsFont[attribute: "name"]
                var made = RenderFont.system(nsFont.double("size") ?? 17)
                if let name, !name.hasPrefix(".") {
                    made = RenderFont(size: made.size, weight: name.lowercased().contains("bold") ? 700 : 400,
                                      italic: name.lowercased().contains("italic"), family: name.split(separator: "-").first.map(String.init))
                }
                font = made
            }
            if color == nil, attributes.children.contains(where: { $0.name == "color" && $0.key == "NSColor" }) { color = attributes }
        }
        return (text, font, color)
    }

    mutating func drawLabel(_ element: Element, width: Double, height: Double) {
        guard let (text, attributedFont, colorHolder) = Canvas.text(of: element) else { return }
        let font = element.font.map { RenderFont($0, defaultSize: 17) } ?? attributedFont ?? .system(17)
        let color = renderer.color(element, key: "textColor")
            ?? colorHolder.flatMap { renderer.color($0, key: "NSColor") }
            ?? renderer.system("labelColor")
        let alignment = element[attribute: "textAlignment"].map(TextAlignment.init(interfaceBuilderName:)) ?? .natural
        let lines = Int(element[attribute: "numberOfLines"] ?? "1") ?? 1
        let lineBreak = element[attribute: "lineBreakMode"].map(LineBreakMode.init(interfaceBuilderName:)) ?? .byTruncatingTail
        drawText(text, font: font, color: color, alignment: alignment, numberOfLines: lines, lineBreak: lineBreak,
                 x: 0, y: 0, width: width, height: height)
    }

    // MARK: Buttons

    mutating func drawButton(_ element: Element, width: Double, height: Double, tint: RGBA) {
        let normal = element.children.first { $0.name == "state" && $0.key == "normal" }
        let configuration = element.child(key: "configuration")
        let title = normal?[attribute: "title"] ?? configuration?[attribute: "title"]
            ?? normal.flatMap { Canvas.text(of: $0)?.text } ?? configuration.flatMap { Canvas.text(of: $0)?.text }
        let style = configuration?[attribute: "style"]
        var titleColor = normal.flatMap { renderer.color($0, key: "titleColor") }
        let isSystem = element[attribute: "buttonType"].map { $0 == "system" || $0 == "roundedRect" } ?? (configuration != nil)
        // Configuration styles (iOS 15): filled, tinted, gray, plain.
        let corner = min(height / 2, configuration?[attribute: "cornerStyle"] == "capsule" ? height / 2 : 6)
        switch style {
        case "filled":
            body += "<rect width=\"\(SVG.number(width))\" height=\"\(SVG.number(height))\" rx=\"\(SVG.number(corner))\" \(SVG.fill(renderer.color(configuration!, key: "baseBackgroundColor") ?? tint))/>\n"
            titleColor = titleColor ?? renderer.color(configuration!, key: "baseForegroundColor") ?? .white
        case "tinted":
            var fill = tint
            fill.alpha = 0.15
            body += "<rect width=\"\(SVG.number(width))\" height=\"\(SVG.number(height))\" rx=\"\(SVG.number(corner))\" \(SVG.fill(fill))/>\n"
        case "gray":
            body += "<rect width=\"\(SVG.number(width))\" height=\"\(SVG.number(height))\" rx=\"\(SVG.number(corner))\" \(SVG.fill(renderer.system("tertiarySystemFillColor")))/>\n"
        default: break
        }
        let color = titleColor ?? configuration.flatMap { renderer.color($0, key: "baseForegroundColor") }
            ?? (isSystem ? tint : .white)
        let image = normal?[attribute: "image"] ?? configuration?[attribute: "image"]
        guard let title, !title.isEmpty else {
            if let image { drawPlaceholder(label: image, width: width, height: height, tint: tint) }
            return
        }
        let fontElement = element.font ?? configuration?.font
        var font = RenderFont(fontElement, defaultSize: configuration != nil ? 17 : 15)
        if fontElement == nil, configuration != nil { font.weight = 400 }
        let alignment: TextAlignment
        switch element[attribute: "contentHorizontalAlignment"] {
        case "left", "leading": alignment = .left
        case "right", "trailing": alignment = .right
        default: alignment = .center
        }
        let inset = style == nil ? 0.0 : 12.0
        drawText(title, font: font, color: color, alignment: alignment, numberOfLines: 1,
                 lineBreak: element[attribute: "lineBreakMode"].map(LineBreakMode.init(interfaceBuilderName:)) ?? .byTruncatingMiddle,
                 x: inset, y: 0, width: max(0, width - 2 * inset), height: height)
    }

    // MARK: Images

    mutating func drawImage(_ element: Element, width: Double, height: Double, tint: RGBA) {
        guard let name = element[attribute: "image"] ?? element.child(key: "image")?[attribute: "name"] else { return }
        let isSymbol = renderer.resources.images[name]?[attribute: "catalog"] == "system"
        switch isSymbol ? nil : renderer.options.assets?.image(named: name) {
        case .embedded(let image)?:
            let aspect: String
            switch element[attribute: "contentMode"] {
            case "scaleAspectFit": aspect = "xMidYMid meet"
            case "scaleAspectFill": aspect = "xMidYMid slice"
            case "scaleToFill", nil: aspect = "none"
            default: aspect = "xMidYMid meet"
            }
            // The bytes once, in <defs>, at the image's own size; each view draws them with
            // <use> in a viewport of its size that scales them as its content mode says. Written
            // out per view, 622 KB of input made a 1.07 GB picture. An image whose header gives
            // no size is stretched over the view (a browser draws nothing of it anyway).
            let id = renderer.options.idPrefix + "image-" + image.digest
            let (imageWidth, imageHeight) = image.pixels.map { (Double(max($0.width, 1)), Double(max($0.height, 1))) } ?? (1, 1)
            if imageIDs.insert(id).inserted {
                definitions += Canvas.imageDefinition(id: id, width: imageWidth, height: imageHeight, dataURL: image.dataURL)
            }
            body += "<svg width=\"\(SVG.number(width))\" height=\"\(SVG.number(height))\" viewBox=\"0 0 \(SVG.number(imageWidth)) \(SVG.number(imageHeight))\""
            body += " preserveAspectRatio=\"\(image.pixels == nil ? "none" : aspect)\"><use href=\"#\(id)\"/></svg>\n"
            return
        case .tooLarge(let file, let pixelWidth, let pixelHeight)?:
            problems.append("\(element.location.file):\(element.line): image '\(name)' (\(file.path)) is \(pixelWidth) × \(pixelHeight) pixels, over the budget of \(AssetCatalog.imagePixelBudget) pixels: drawn as a placeholder")
        case nil:
            break
        }
        drawPlaceholder(label: name, width: width, height: height, tint: isSymbol ? tint : nil)
    }

    /// A grey box with a picture glyph and a caption: what could not be drawn for real.
    mutating func drawPlaceholder(label: String, width: Double, height: Double, tint: RGBA?) {
        guard width > 0, height > 0 else { return }
        let fill = renderer.appearance == .dark ? RGBA.bytes(58, 58, 60) : RGBA.bytes(229, 229, 234)
        let line = tint ?? RGBA.bytes(142, 142, 147)
        body += "<g class=\"placeholder\"><rect x=\"0.5\" y=\"0.5\" width=\"\(SVG.number(max(0, width - 1)))\" height=\"\(SVG.number(max(0, height - 1)))\" \(SVG.fill(fill)) \(SVG.stroke(line, width: 1)) stroke-dasharray=\"4 3\"/>\n"
        // A mountain and a sun, centred, no wider than the box.
        let glyph = min(24, width * 0.5, height * 0.45)
        if glyph >= 8 {
            let cx = width / 2
            let cy = height / 2 - (height >= 40 ? 6 : 0)
            let half = glyph / 2
            body += "<path d=\"M\(SVG.number(cx - half)) \(SVG.number(cy + half * 0.7)) L\(SVG.number(cx - half * 0.3)) \(SVG.number(cy - half * 0.2)) L\(SVG.number(cx + half * 0.2)) \(SVG.number(cy + half * 0.35)) L\(SVG.number(cx + half * 0.5)) \(SVG.number(cy + half * 0.05)) L\(SVG.number(cx + half)) \(SVG.number(cy + half * 0.7)) Z\" \(SVG.fill(line))/>"
            body += "<circle cx=\"\(SVG.number(cx + half * 0.45))\" cy=\"\(SVG.number(cy - half * 0.45))\" r=\"\(SVG.number(glyph * 0.12))\" \(SVG.fill(line))/>\n"
        }
        if height >= 30, width >= 30 {
            let font = RenderFont.system(min(11, max(8, width / 8)))
            drawText(label, font: font, color: RGBA.bytes(99, 99, 102), alignment: .center, numberOfLines: 1,
                     lineBreak: .byTruncatingMiddle, x: 2, y: max(0, height - font.lineHeight - 3),
                     width: width - 4, height: font.lineHeight + 2)
        }
        body += "</g>\n"
    }

    // MARK: Controls

    mutating func drawSwitch(_ element: Element, width: Double, height: Double) {
        let on = element.bool("on") ?? true
        let trackWidth = min(width, 51)
        let trackHeight = min(height, 31)
        let radius = trackHeight / 2
        let onColor = renderer.color(element, key: "onTintColor") ?? renderer.system("systemGreenColor")
        let off = renderer.system("secondarySystemFillColor")
        body += "<rect width=\"\(SVG.number(trackWidth))\" height=\"\(SVG.number(trackHeight))\" rx=\"\(SVG.number(radius))\" \(SVG.fill(on ? onColor : off))/>\n"
        let knob = radius - 2
        let cx = on ? trackWidth - radius : radius
        let thumb = renderer.color(element, key: "thumbTintColor") ?? .white
        body += "<circle cx=\"\(SVG.number(cx))\" cy=\"\(SVG.number(radius))\" r=\"\(SVG.number(knob))\" \(SVG.fill(thumb)) stroke=\"#000000\" stroke-opacity=\"0.08\" stroke-width=\"0.5\"/>\n"
    }

    mutating func drawSlider(_ element: Element, width: Double, height: Double, tint: RGBA) {
        let minimum = element.double("minValue") ?? 0
        let maximum = element.double("maxValue") ?? 1
        let value = element.double("value") ?? 0.5
        let fraction = maximum > minimum ? min(max((value - minimum) / (maximum - minimum), 0), 1) : 0
        let left = 2.0
        let right = max(left, width - 2)
        let middle = height / 2
        let thumbRadius = min(14, height / 2)
        let thumbX = left + thumbRadius + (right - left - 2 * thumbRadius) * fraction
        let minimumColor = renderer.color(element, key: "minimumTrackTintColor") ?? tint
        let maximumColor = renderer.color(element, key: "maximumTrackTintColor") ?? renderer.system("systemFillColor")
        body += "<rect x=\"\(SVG.number(left))\" y=\"\(SVG.number(middle - 2))\" width=\"\(SVG.number(right - left))\" height=\"4\" rx=\"2\" \(SVG.fill(maximumColor))/>\n"
        body += "<rect x=\"\(SVG.number(left))\" y=\"\(SVG.number(middle - 2))\" width=\"\(SVG.number(max(0, thumbX - left)))\" height=\"4\" rx=\"2\" \(SVG.fill(minimumColor))/>\n"
        body += "<circle cx=\"\(SVG.number(thumbX))\" cy=\"\(SVG.number(middle))\" r=\"\(SVG.number(thumbRadius))\" fill=\"#ffffff\" stroke=\"#000000\" stroke-opacity=\"0.15\" stroke-width=\"0.5\"/>\n"
    }

    mutating func drawTextField(_ element: Element, width: Double, height: Double) {
        let border = element[attribute: "borderStyle"]
        switch border {
        case "roundedRect":
            let fill = renderer.color(element, key: "backgroundColor") ?? renderer.system("systemBackgroundColor")
            body += "<rect x=\"0.25\" y=\"0.25\" width=\"\(SVG.number(max(0, width - 0.5)))\" height=\"\(SVG.number(max(0, height - 0.5)))\" rx=\"5\" \(SVG.fill(fill)) \(SVG.stroke(renderer.system("opaqueSeparatorColor"), width: 0.5))/>\n"
        case "line":
            body += "<rect x=\"0.5\" y=\"0.5\" width=\"\(SVG.number(max(0, width - 1)))\" height=\"\(SVG.number(max(0, height - 1)))\" fill=\"none\" \(SVG.stroke(renderer.system("labelColor"), width: 1))/>\n"
        case "bezel":
            body += "<rect x=\"0.5\" y=\"0.5\" width=\"\(SVG.number(max(0, width - 1)))\" height=\"\(SVG.number(max(0, height - 1)))\" fill=\"none\" \(SVG.stroke(renderer.system("systemGrayColor"), width: 1))/>\n"
        default: break
        }
        let inset = border == nil || border == "none" ? 0.0 : 7.0
        let font = RenderFont(element.font, defaultSize: 14)
        let alignment = element[attribute: "textAlignment"].map(TextAlignment.init(interfaceBuilderName:)) ?? .natural
        if let text = element[attribute: "text"], !text.isEmpty {
            drawText(text, font: font, color: renderer.color(element, key: "textColor") ?? renderer.system("labelColor"),
                     alignment: alignment, numberOfLines: 1, lineBreak: .byTruncatingTail,
                     x: inset, y: 0, width: max(0, width - 2 * inset), height: height)
        } else if let placeholder = element[attribute: "placeholder"] {
            drawText(placeholder, font: font, color: renderer.system("placeholderTextColor"), alignment: alignment,
                     numberOfLines: 1, lineBreak: .byTruncatingTail, x: inset, y: 0, width: max(0, width - 2 * inset), height: height)
        }
    }

    mutating func drawTextView(_ element: Element, width: Double, height: Double) {
        guard let text = element[attribute: "text"] ?? Canvas.text(of: element)?.text ?? element.child(key: "text")?.text else { return }
        let font = RenderFont(element.font, defaultSize: 14)
        let alignment = element[attribute: "textAlignment"].map(TextAlignment.init(interfaceBuilderName:)) ?? .natural
        drawText(text, font: font, color: renderer.color(element, key: "textColor") ?? renderer.system("labelColor"),
                 alignment: alignment, numberOfLines: 0, lineBreak: .byWordWrapping,
                 x: 5, y: 8, width: max(0, width - 10), height: max(0, height - 16), verticalCenter: false)
    }

    mutating func drawSegments(_ element: Element, width: Double, height: Double) {
        let titles = element.child(named: "segments")?.children(named: "segment").map { $0[attribute: "title"] ?? "" } ?? []
        guard !titles.isEmpty else { return }
        let trackHeight = height > 31 ? height - 1 : height
        body += "<rect width=\"\(SVG.number(width))\" height=\"\(SVG.number(trackHeight))\" rx=\"8\" \(SVG.fill(renderer.system("tertiarySystemFillColor")))/>\n"
        let selected = Int(element[attribute: "selectedSegmentIndex"] ?? "0") ?? 0
        let segment = width / Double(titles.count)
        let chip = renderer.color(element, key: "selectedSegmentTintColor")
            ?? (renderer.appearance == .dark ? RGBA.bytes(99, 99, 102) : .white)
        for (index, title) in titles.enumerated() {
            let x = Double(index) * segment
            if index == selected {
                body += "<rect x=\"\(SVG.number(x + 2))\" y=\"2\" width=\"\(SVG.number(max(0, segment - 4)))\" height=\"\(SVG.number(max(0, trackHeight - 4)))\" rx=\"7\" \(SVG.fill(chip)) stroke=\"#000000\" stroke-opacity=\"0.04\" stroke-width=\"0.5\"/>\n"
            } else if index > 0, index - 1 != selected {
                body += "<line x1=\"\(SVG.number(x))\" y1=\"\(SVG.number(trackHeight * 0.3))\" x2=\"\(SVG.number(x))\" y2=\"\(SVG.number(trackHeight * 0.7))\" \(SVG.stroke(renderer.system("systemGray3Color"), width: 1))/>\n"
            }
            drawText(title, font: .system(13, weight: index == selected ? 600 : 400), color: renderer.system("labelColor"),
                     alignment: .center, numberOfLines: 1, lineBreak: .byTruncatingTail,
                     x: x + 4, y: 0, width: max(0, segment - 8), height: trackHeight)
        }
    }

    mutating func drawProgress(_ element: Element, width: Double, height: Double, tint: RGBA) {
        let progress = min(max(element.double("progress") ?? 0.5, 0), 1)
        let track = renderer.color(element, key: "trackTintColor") ?? renderer.system("systemGray5Color")
        let bar = renderer.color(element, key: "progressTintColor") ?? tint
        let thickness = min(height, 4)
        body += "<rect width=\"\(SVG.number(width))\" height=\"\(SVG.number(thickness))\" rx=\"\(SVG.number(thickness / 2))\" \(SVG.fill(track))/>\n"
        body += "<rect width=\"\(SVG.number(width * progress))\" height=\"\(SVG.number(thickness))\" rx=\"\(SVG.number(thickness / 2))\" \(SVG.fill(bar))/>\n"
    }

    mutating func drawActivity(_ element: Element, width: Double, height: Double) {
        let color = renderer.color(element, key: "color") ?? renderer.system("systemGrayColor")
        let cx = width / 2
        let cy = height / 2
        let outer = min(width, height) / 2 * 0.9
        let inner = outer * 0.5
        for spoke in 0..<8 {
            let angle = Double(spoke) * .pi / 4
            let (s, c) = (sin(angle), cos(angle))
            body += "<line x1=\"\(SVG.number(cx + inner * c))\" y1=\"\(SVG.number(cy + inner * s))\" x2=\"\(SVG.number(cx + outer * c))\" y2=\"\(SVG.number(cy + outer * s))\" \(SVG.stroke(color, width: max(1, outer * 0.22))) stroke-linecap=\"round\" stroke-opacity=\"\(SVG.number(0.3 + 0.7 * Double(spoke) / 7))\"/>\n"
        }
    }

    mutating func drawStepper(_ element: Element, width: Double, height: Double, tint: RGBA) {
        body += "<rect width=\"\(SVG.number(width))\" height=\"\(SVG.number(height))\" rx=\"8\" \(SVG.fill(renderer.system("tertiarySystemFillColor")))/>\n"
        body += "<line x1=\"\(SVG.number(width / 2))\" y1=\"\(SVG.number(height * 0.25))\" x2=\"\(SVG.number(width / 2))\" y2=\"\(SVG.number(height * 0.75))\" \(SVG.stroke(renderer.system("systemGray3Color"), width: 1))/>\n"
        let color = renderer.system("labelColor")
        let quarter = width / 4
        let middle = height / 2
        body += "<path d=\"M\(SVG.number(quarter - 6)) \(SVG.number(middle)) h12 M\(SVG.number(3 * quarter - 6)) \(SVG.number(middle)) h12 M\(SVG.number(3 * quarter)) \(SVG.number(middle - 6)) v12\" fill=\"none\" \(SVG.stroke(color, width: 1.5))/>\n"
    }

    mutating func drawPageControl(_ element: Element, width: Double, height: Double) {
        let pages = max(0, min(Int(element[attribute: "numberOfPages"] ?? "3") ?? 3, 40))
        guard pages > 0 else { return }
        let current = Int(element[attribute: "currentPage"] ?? "0") ?? 0
        let spacing = 16.0
        let start = width / 2 - spacing * Double(pages - 1) / 2
        let other = renderer.color(element, key: "pageIndicatorTintColor") ?? renderer.system("systemGray4Color")
        let active = renderer.color(element, key: "currentPageIndicatorTintColor") ?? renderer.system("systemGrayColor")
        for page in 0..<pages {
            body += "<circle cx=\"\(SVG.number(start + Double(page) * spacing))\" cy=\"\(SVG.number(height / 2))\" r=\"3.5\" \(SVG.fill(page == current ? active : other))/>\n"
        }
    }

    // MARK: Bars

    mutating func drawNavigationBar(_ element: Element, width: Double, height: Double) {
        hairline(y: height, width: width)
        let title = element.child(named: "items")?.children.first { $0.name == "navigationItem" }?[attribute: "title"]
        if let title {
            drawText(title, font: .system(17, weight: 600), color: renderer.system("labelColor"), alignment: .center,
                     numberOfLines: 1, lineBreak: .byTruncatingTail, x: 60, y: 0, width: max(0, width - 120), height: height)
        }
    }

    mutating func drawBar(_ element: Element, width: Double, height: Double, tint: RGBA) {
        hairline(y: 0, width: width)
        let items = element.child(named: "items")?.children.filter { $0.name == "tabBarItem" || $0.name == "barButtonItem" } ?? []
        guard !items.isEmpty else { return }
        let slot = width / Double(items.count)
        for (index, item) in items.enumerated() {
            let title = item[attribute: "title"] ?? item[attribute: "systemItem"] ?? ""
            let color = index == 0 && element.name == "tabBar" ? tint : (element.name == "toolbar" ? tint : renderer.system("systemGrayColor"))
            drawText(title, font: .system(element.name == "tabBar" ? 10 : 17), color: color, alignment: .center,
                     numberOfLines: 1, lineBreak: .byTruncatingTail, x: Double(index) * slot, y: element.name == "tabBar" ? height * 0.5 : 0,
                     width: slot, height: element.name == "tabBar" ? height * 0.4 : height)
        }
    }

    mutating func drawSearchBar(_ element: Element, width: Double, height: Double) {
        let fieldHeight = min(36, max(0, height - 16))
        let y = (height - fieldHeight) / 2
        body += "<rect x=\"8\" y=\"\(SVG.number(y))\" width=\"\(SVG.number(max(0, width - 16)))\" height=\"\(SVG.number(fieldHeight))\" rx=\"10\" \(SVG.fill(renderer.system("tertiarySystemFillColor")))/>\n"
        let placeholder = element[attribute: "placeholder"] ?? "Search"
        drawText(element[attribute: "text"] ?? placeholder, font: .system(17),
                 color: element[attribute: "text"] == nil ? renderer.system("secondaryLabelColor") : renderer.system("labelColor"),
                 alignment: .left, numberOfLines: 1, lineBreak: .byTruncatingTail,
                 x: 34, y: y, width: max(0, width - 50), height: fieldHeight)
        body += "<circle cx=\"21\" cy=\"\(SVG.number(y + fieldHeight / 2 - 1))\" r=\"5\" fill=\"none\" \(SVG.stroke(renderer.system("secondaryLabelColor"), width: 1.5))/>\n"
    }

    mutating func hairline(y: Double, width: Double) {
        body += "<line x1=\"0\" y1=\"\(SVG.number(y))\" x2=\"\(SVG.number(width))\" y2=\"\(SVG.number(y))\" \(SVG.stroke(renderer.system("separatorColor"), width: 0.5))/>\n"
    }
}
