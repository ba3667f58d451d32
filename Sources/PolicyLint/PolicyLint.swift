/// Placeholder; see the module's issue.
enum PolicyLintModule {}
