// Equivalent survivors in the local-services folder (see ../equivalent.mjs for the rules of this list).

/** @type {import('../equivalent.mjs').EquivalentMutant[]} */
export default [];
