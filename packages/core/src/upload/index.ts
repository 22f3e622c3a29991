// Public API of core's upload area; each file of the area is re-exported here.
export {};
