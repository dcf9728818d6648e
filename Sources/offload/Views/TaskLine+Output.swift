import OffloadInterface

extension TaskLine {
    /// The style for standard output in this process's environment.
    static var standardOutput: TaskLine { TaskLine(isColoured: OutputOptions.isStyled()) }
}
