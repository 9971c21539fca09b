/// The tool's identity, for `mvc2viper --version` and what its reports record.
public enum MVC2VIPER {
    /// Raised with every change to what the tool writes or reports.
    public static let version = "0.9.0"
}
