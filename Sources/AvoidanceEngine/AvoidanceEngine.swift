enum AvoidanceEngineModule {}
