import Foundation
import NibDocument

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "dump" {
    let rest = Array(arguments.dropFirst())
    var format = "text"
    var files: [String] = []
    var index = 0
    while index < rest.count {
        if rest[index] == "--format", index + 1 < rest.count { format = rest[index + 1]; index += 2; continue }
        files.append(rest[index]); index += 1
    }
    var status: Int32 = 0
    for file in files {
        do {
            let document = try Document(contentsOfFile: file)
            print(format == "json" ? document.jsonDump() : document.textDump(), terminator: format == "json" ? "\n" : "")
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            status = 1
        }
    }
    exit(status)
}
