// swift-tools-version:5.9
// NibKit's source-rules fixture: a small app in a SwiftPM layout (never built; nibcheck reads it).
import PackageDescription

let package = Package(
    name: "Shelf",
    targets: [.target(name: "Shelf", resources: [.process("Assets.xcassets")])]
)
