/// For the storyboard API's trapping conveniences: stops with the error's full description, at
/// the caller's line.
func trap(_ error: NibError, file: StaticString, line: UInt) -> Never {
    fatalError(error.description, file: file, line: line)
}
