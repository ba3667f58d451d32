// The benchmark (issue 6) lands here.
print("kbpolicy-bench: not yet implemented")
