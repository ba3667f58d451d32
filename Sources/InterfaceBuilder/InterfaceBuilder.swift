/// Placeholder; see the module's issue.
enum InterfaceBuilderModule {}
