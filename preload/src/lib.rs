//! libaotspy.so
