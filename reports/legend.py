CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
WCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
'CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
wCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
xCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
kCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
kCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
✓CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
*CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
kCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
~CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
OCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
zCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
qCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
6CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
VCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
'CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
wCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
/CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
kCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
xCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
>CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
>CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
>CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ICALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
NCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
OCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
GCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ICALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
SCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
DCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
'CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ICALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
'CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
'CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
NCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
OCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
GCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ICALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
SCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
DCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
'CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ACALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
xCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
kCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
MCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ACALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
KCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
SCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
CCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ACALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
LCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ICALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
BCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ACALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
DCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
VCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
SCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
NCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
GCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
HCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
MCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ACALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
KCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
SCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
✓CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
✗CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
?CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
kCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
wCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
–CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
;CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
*CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
kCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
wCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
✓CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
*CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
xCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
wCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
;CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
JCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
SCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
OCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
NCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
;CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
kCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
xCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
;CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
CCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ACALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
LCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ICALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
BCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ACALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
DCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
✗CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
✓CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
;CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
~CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
~CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
·CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
λCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
~CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
wCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
λCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
~CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
OCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
zCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
qCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
6CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
VCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
SCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
NCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
GCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
HCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
VCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
✓CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ωCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
zCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ᵀCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
;CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
xCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ωCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
;CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ωCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
>CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ACALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
'CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
wCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
xCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
OCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ICALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
SCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
NCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
{CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
}CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
{CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
}CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
>CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
wCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
'CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
*CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
>CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
'CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ICALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
OCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
zCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
2CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
0CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
2CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
4CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
§CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
3CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
1CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
qCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
3CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
;CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
'CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
xCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
OCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ICALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
SCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
xCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
OCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ICALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
SCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
;CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
jCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
{CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
}CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
{CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
}CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
{CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
}CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ACALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
>CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
'CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
kCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
VCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
'CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
wCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
VCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
kCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
kCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
MCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ACALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
KCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
SCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
CCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ACALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
LCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ICALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
BCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ACALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
DCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
VCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
VCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
SCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
RCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
NCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
GCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
HCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
kCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
{CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
}CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ACALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
yCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
>CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
bCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
'CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
`CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ECALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
xCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
-CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
>CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
>CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
>CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
xCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
{CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
{CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ICALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
VCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
[CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
2CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
3CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
]CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
}CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
}CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
>CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
>CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
>CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
✓CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
*CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
=CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
xCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
mCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
wCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
hCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
fCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
xCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
PCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
ICALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
VCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
:CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
vCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
cCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
xCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
,CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
TCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
uCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
 CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
"CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
.CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
jCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
iCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
lCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
gCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
nCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
dCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
_CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
aCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
sCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
(CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
eCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
pCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
oCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
rCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
tCALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
)CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)

CALIBRATED = (
    "✗ (✓): fails, but holds for the prevalence-calibrated variant, named metric~ in rows and counterexamples: "
    "the metric of m·λ(m), λ scaling each true-class column of m to the same prevalence (Opitz Eq. 6)."
)
